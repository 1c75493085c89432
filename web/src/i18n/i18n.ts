import { FALLBACK_LANGUAGE, type Language } from '@workbench/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { en } from './dictionaries/en';
import { loadPortalDictionary } from './portal-dictionaries';
import { startUpDictionary } from './start-up-dictionaries';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
    keySeparator: false;
    nsSeparator: false;
  }
}

/** The portal's i18next instance; react-i18next re-renders every `useTranslation` user on a change. */
export const i18n = i18next.createInstance();

/**
 * Languages whose portal dictionary is in i18next. Tracked here rather than asked of i18next: the
 * server's dictionary of a language may have arrived first, and it is not the portal's.
 */
const portalDictionaries = new Set<Language>();

/** Adds the portal's own dictionary of a language unless it is there already. */
export async function ensurePortalDictionary(language: Language): Promise<void> {
  if (portalDictionaries.has(language)) return;
  const dictionary = await loadPortalDictionary(language);
  // Not overwriting: server entries merged before this must keep winning.
  i18n.addResourceBundle(language, 'translation', dictionary, true, false);
  portalDictionaries.add(language);
}

/**
 * Starts i18n at once, without any download: every core language gets the texts of the sign-in
 * page and start-up (start-up-dictionaries.ts), enough to paint the sign-in form. The full
 * dictionary of a language is added by ensurePortalDictionary; server ones are merged later.
 */
export function startI18n(language: Language): typeof i18n {
  if (i18n.isInitialized) return i18n;
  const startUp = (code: Language) => ({ translation: startUpDictionary(code) });
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    resources: {
      'zh-Hans': startUp('zh-Hans'),
      en: startUp('en'),
      'de-DE': startUp('de-DE'),
      [language]: startUp(language),
    },
    // Nothing to load: initialised before this returns.
    initAsync: false,
    partialBundledLanguages: true,
    // Flat keys: a server dictionary entry "login.title" overrides the portal's one exactly.
    keySeparator: false,
    nsSeparator: false,
    // Only the exact code: there are no "de" or "zh" bundles to look in.
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    // Re-render when dictionaries arrive after the first paint.
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  return i18n;
}

/** Starts i18n and adds the full dictionary of the language (what every signed-in page needs). */
export async function initI18n(language: Language): Promise<typeof i18n> {
  startI18n(language);
  await ensurePortalDictionary(language);
  return i18n;
}
