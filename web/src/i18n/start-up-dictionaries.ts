import type { CoreLanguage, Language } from '@workbench/contracts';
import { startUpDeDE } from './dictionaries/start-up/de-de';
import { type StartUpDictionary, startUpEn } from './dictionaries/start-up/en';
import { startUpZhHans } from './dictionaries/start-up/zh-hans';

const STARTUP: Record<CoreLanguage, StartUpDictionary> = {
  'zh-Hans': startUpZhHans,
  en: startUpEn,
  'de-DE': startUpDeDE,
};

/**
 * The texts of the sign-in page and start-up in a language, part of the entry chunk; optional
 * languages start from English, like their full dictionaries (portal-dictionaries.ts).
 */
export function startUpDictionary(language: Language): StartUpDictionary {
  return STARTUP[language as CoreLanguage] ?? startUpEn;
}
