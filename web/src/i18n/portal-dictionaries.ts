import { CORE_LANGUAGES, type Language } from '@workbench/contracts';
import type { Dictionary } from './dictionaries/en';

/**
 * The portal's own dictionaries, one chunk per language, so a user downloads only theirs. The
 * three core dictionaries are complete (the type demands every key); optional languages start
 * from English and get their texts from the server.
 */
const loaders: Record<(typeof CORE_LANGUAGES)[number], () => Promise<Dictionary>> = {
  'zh-Hans': () => import('./dictionaries/zh-hans').then((m) => m.zhHans),
  en: () => import('./dictionaries/en').then((m) => m.en),
  'de-DE': () => import('./dictionaries/de-de').then((m) => m.deDE),
};

function isCore(language: Language): language is (typeof CORE_LANGUAGES)[number] {
  return (CORE_LANGUAGES as readonly string[]).includes(language);
}

export function loadPortalDictionary(language: Language): Promise<Dictionary> {
  return isCore(language) ? loaders[language]() : loaders.en();
}
