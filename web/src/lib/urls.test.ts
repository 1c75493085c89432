import { describe, expect, it } from 'vitest';
import { safeRedirectPath, withBaseUrl } from './urls';

describe('withBaseUrl (SPEC §7)', () => {
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
