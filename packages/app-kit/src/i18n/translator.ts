import type { CoreLanguage, Language } from '@workbench/contracts';

export type TranslationParams = Record<string, string | number>;

/** Looks a key up in the current language and fills its `{name}` placeholders. */
export type Translate<K extends string = string> = (key: K, params?: TranslationParams) => string;

/** One application's texts in the three core languages, the same keys in each. */
export type Dictionaries<K extends string> = Readonly<Record<CoreLanguage, Readonly<Record<K, string>>>>;

/** The apps speak the three core languages; the optional ones (gr, hu, …) read English (docs/spec.md §9 fallback). */
export function coreLanguageOf(language: Language): CoreLanguage {
  return language === 'zh-Hans' || language === 'de-DE' ? language : 'en';
}

/** A placeholder the caller did not fill stays as written, so that a missing value shows. */
export function fillPlaceholders(text: string, params: TranslationParams): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The translator factory of one application: `translator(language)` gives its `t`. */
export function createTranslator<K extends string>(
  dictionaries: Dictionaries<K>,
): (language: Language) => Translate<K> {
  return (language) => {
    const dictionary = dictionaries[coreLanguageOf(language)];
    return (key, params = {}) => fillPlaceholders(dictionary[key], params);
  };
}
