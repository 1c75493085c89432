import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { mergeServerDictionaries } from './merge-server-dictionaries';

describe('mergeServerDictionaries (docs/spec.md §8 localization)', () => {
  it('lets server entries win and keeps the portal entries the server lacks', async () => {
    const target = i18next.createInstance();
    await target.init({
      lng: 'en',
      keySeparator: false,
      resources: { en: { translation: { 'login.title': 'Sign in', 'login.submit': 'Sign in' } } },
    });
    mergeServerDictionaries(target, {
      frontEndLanguages: [
        { language: 'en', localizationDict: { 'login.title': 'Log on to the plant', 'Line.Status': 'Line status' } },
        { language: 'de-DE', localizationDict: {} },
      ],
    });
    const t = target.t as unknown as (key: string) => string;
    expect(t('login.title')).toBe('Log on to the plant');
    expect(t('login.submit')).toBe('Sign in');
    expect(t('Line.Status')).toBe('Line status');
  });
});
