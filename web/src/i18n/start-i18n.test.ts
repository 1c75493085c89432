import { describe, expect, it } from 'vitest';
import { i18n, startI18n } from './i18n';

describe('start-up texts (first paint of the sign-in page)', () => {
  it('are there at once in the three core languages, before any dictionary is downloaded', () => {
    startI18n('de-DE');
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('login.password')).toBe('Passwort');
    expect(i18n.getFixedT('zh-Hans')('login.submit')).toBe('登录');
    expect(i18n.getFixedT('en')('error.network')).toBe(
      'The server cannot be reached. Please check the network connection and try again.',
    );
    // The signed-in pages' texts come with the full dictionary.
    expect(i18n.exists('home.intro')).toBe(false);
  });
});
