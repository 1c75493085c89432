import type { Language } from '@workbench/contracts';
import { useSessionStore } from '../stores/session-store';
import { ensurePortalDictionary, i18n } from './i18n';
import { loadRegisteredLocales } from './locale-store';
import { loadServerDictionaries } from './server-dictionaries';

type LanguageListener = (language: Language) => void;
const listeners = new Set<LanguageListener>();

/** Real-time connections subscribe here to switch their culture (docs/spec.md §4 "Changing language"). */
export function onLanguageChanged(listener: LanguageListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Switches the whole portal to a language: dictionaries and (in the signed-in area) the antd and
 * dayjs locales are loaded first so that the page re-renders once, already complete; then
 * i18next, the html lang attribute, the stored choice (sent as Accept-Language from now on) and
 * the listeners follow.
 */
export async function changeLanguage(language: Language): Promise<void> {
  await Promise.all([
    ensurePortalDictionary(language),
    loadServerDictionaries([language]),
    loadRegisteredLocales(language).catch((error: unknown) => console.warn(`Locales of ${language} failed`, error)),
  ]);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  useSessionStore.getState().setLanguage(language);
  for (const listener of listeners) listener(language);
}
