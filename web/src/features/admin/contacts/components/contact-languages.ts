import { CORE_LANGUAGES, type CoreLanguage } from '@workbench/contracts';

/** Each language by its own name, as people recognise theirs whatever the portal's language is. */
export const LANGUAGE_NAMES: Record<CoreLanguage, string> = {
  'zh-Hans': '简体中文',
  en: 'English',
  'de-DE': 'Deutsch',
};

export const LANGUAGE_OPTIONS = CORE_LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));
