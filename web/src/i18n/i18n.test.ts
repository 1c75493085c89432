import { describe, expect, it } from 'vitest';
import { ensurePortalDictionary, i18n, initI18n } from './i18n';
import { mergeServerDictionaries } from './merge-server-dictionaries';

describe('portal and server dictionaries', () => {
  it('loads the portal dictionary even when the server one arrived first, and the server still wins', async () => {
    await initI18n('en');
    mergeServerDictionaries(i18n, {
      frontEndLanguages: [{ language: 'de-DE', localizationDict: { 'login.subtitle': 'Untertitel vom Server' } }],
    });
    await ensurePortalDictionary('de-DE');
    const t = i18n.getFixedT('de-DE');
    expect(t('login.userName')).toBe('Benutzername');
    expect(t('login.subtitle')).toBe('Untertitel vom Server');
  });

  it('starts optional languages from the English texts', async () => {
    await initI18n('en');
    await ensurePortalDictionary('jp');
    expect(i18n.getFixedT('jp')('login.submit')).toBe('Sign in');
  });
});
