import type { CoreLanguage, Language } from '@workbench/contracts';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { coreLanguageOf, type Translate, translator } from './translate';

interface I18n {
  language: CoreLanguage;
  t: Translate;
}

const I18nContext = createContext<I18n>({ language: 'en', t: translator('en') });

export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  const value = useMemo(() => ({ language: coreLanguageOf(language), t: translator(language) }), [language]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}
