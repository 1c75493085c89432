import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './languages';

describe('resolveLanguage', () => {
  it('defaults to zh-Hans', () => {
    expect(resolveLanguage(undefined)).toBe('zh-Hans');
    expect(resolveLanguage('')).toBe('zh-Hans');
  });
  it('maps the portal languages and browser variants', () => {
    expect(resolveLanguage('zh-Hans')).toBe('zh-Hans');
    expect(resolveLanguage('en')).toBe('en');
    expect(resolveLanguage('de-DE')).toBe('de-DE');
    expect(resolveLanguage('de-AT,de;q=0.9')).toBe('de-DE');
    expect(resolveLanguage('fr;q=0.9,en;q=0.8')).toBe('en');
  });
  it('falls back to en for unknown languages', () => {
    expect(resolveLanguage('fr-FR')).toBe('en');
  });
});
