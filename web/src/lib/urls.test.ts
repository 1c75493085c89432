import { describe, expect, it } from 'vitest';
import { httpAddress, safeRedirectPath, withBaseUrl } from './urls';

describe('withBaseUrl (docs/spec.md §7)', () => {
  it('prefixes relative addresses with the base address', () => {
    expect(withBaseUrl('/branding/logo.svg', 'http://mes.plant:8080/')).toBe('http://mes.plant:8080/branding/logo.svg');
    expect(withBaseUrl('files/a.png', 'http://mes.plant:8080')).toBe('http://mes.plant:8080/files/a.png');
  });

  it('keeps absolute, data and blob addresses, and relative ones without a base', () => {
    expect(withBaseUrl('https://cdn.example/a.png', 'http://x')).toBe('https://cdn.example/a.png');
    expect(withBaseUrl('data:image/png;base64,AAAA', 'http://x')).toBe('data:image/png;base64,AAAA');
    expect(withBaseUrl('/branding/logo.svg', '')).toBe('/branding/logo.svg');
    expect(withBaseUrl('', 'http://x')).toBe('');
  });

  it('re-exports the contracts redirect rule', () => {
    expect(safeRedirectPath('//evil.example')).toBe('/');
  });
});

describe('httpAddress', () => {
  const base = 'https://portal.plant.example/workbench/';

  it('resolves relative addresses against the base and keeps absolute http(s) ones', () => {
    expect(httpAddress('/apps/warehouse/', base)).toBe('https://portal.plant.example/apps/warehouse/');
    expect(httpAddress(' http://10.0.0.5:8080/board ', base)).toBe('http://10.0.0.5:8080/board');
  });

  it.each(['javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'file:///etc/passwd', '', '  '])(
    'refuses %j',
    (address) => {
      expect(httpAddress(address, base)).toBeNull();
    },
  );
});
