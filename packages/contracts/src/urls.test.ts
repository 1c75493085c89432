import { describe, expect, it } from 'vitest';
import { isExternalLink, isHttpUrl, safeRedirectPath } from './urls';

describe('isHttpUrl', () => {
  it('accepts only http and https', () => {
    expect(isHttpUrl('https://mes.plant.example/line/1')).toBe(true);
    expect(isHttpUrl('http://10.0.0.5:8080/')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('data:text/html,hi')).toBe(false);
    expect(isHttpUrl('file:///etc/passwd')).toBe(false);
    expect(isHttpUrl('/relative')).toBe(false);
  });
});

describe('isExternalLink (docs/spec.md §5)', () => {
  it('treats http, https, mailto and tel as external', () => {
    for (const v of ['http://a', 'https://a', 'mailto:x@y', 'tel:123']) expect(isExternalLink(v)).toBe(true);
    expect(isExternalLink('icon-warehouse')).toBe(false);
  });
});

describe('safeRedirectPath', () => {
  it('keeps in-portal paths', () => {
    expect(safeRedirectPath('/dashboard/dashboard')).toBe('/dashboard/dashboard');
    expect(safeRedirectPath('/User?page=2')).toBe('/User?page=2');
  });
  it('refuses anything that leaves the portal', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'evil',
      '',
      null,
      undefined,
      'javascript:alert(1)',
    ]) {
      expect(safeRedirectPath(bad)).toBe('/');
    }
  });
});
