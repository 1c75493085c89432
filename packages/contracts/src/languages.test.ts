import { describe, expect, it } from 'vitest';
import { languageSchema } from './language-schema';
import { ALL_LANGUAGES, isLanguage, resolveLanguage } from './languages';

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

describe('isLanguage', () => {
  it('accepts exactly what languageSchema accepts', () => {
    for (const value of [...ALL_LANGUAGES, 'zh', 'de', 'EN', '', null, undefined, 42]) {
      expect(isLanguage(value)).toBe(languageSchema.safeParse(value).success);
    }
  });
});
