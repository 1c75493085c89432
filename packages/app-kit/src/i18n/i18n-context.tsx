import type { CoreLanguage, Language } from '@workbench/contracts';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { coreLanguageOf, type Translate } from './translator';

export interface I18n<K extends string = string> {
  language: CoreLanguage;
  t: Translate<K>;
}

/*
 * One context for whichever application is running, so that the kit's own components (Pager)
 * read the same language and dictionary as the application's pages. Keys are checked where the
 * application binds its translator (its i18n-context.tsx), not here.
 */
const I18nContext = createContext<I18n | null>(null);

/** The language of the current context and the application's translator for it. */
export function I18nProvider<K extends string>({
  language,
  translator,
  children,
}: {
  language: Language;
  /** Made once per application by createTranslator. */
  translator: (language: Language) => Translate<K>;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ language: coreLanguageOf(language), t: translator(language) }) as unknown as I18n,
    [language, translator],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The current language and `t`; K is the application's message keys (or the few a kit part reads). */
export function useI18n<K extends string>(): I18n<K> {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n needs an I18nProvider');
  return i18n as unknown as I18n<K>;
}
