import type { CoreLanguage, Language } from '@workbench/contracts';
import { deDE } from './de-de';
import { type Dictionary, en, type MessageKey } from './en';
import { zhHans } from './zh-hans';

const DICTIONARIES: Readonly<Record<CoreLanguage, Dictionary>> = { 'zh-Hans': zhHans, en, 'de-DE': deDE };

/** The app speaks the three core languages; the optional ones (gr, hu, …) read English (SPEC §9 fallback). */
export function coreLanguageOf(language: Language): CoreLanguage {
  return language === 'zh-Hans' || language === 'de-DE' ? language : 'en';
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function translator(language: Language): Translate {
  const dictionary = DICTIONARIES[coreLanguageOf(language)];
  return (key, params = {}) =>
    dictionary[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      Object.hasOwn(params, name) ? String(params[name]) : whole,
    );
}

export { DICTIONARIES };
