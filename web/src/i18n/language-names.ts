import { CORE_LANGUAGES, type Language, type Settings } from '@workbench/contracts';

/** Each language named in itself, so a user finds theirs whatever the current language is. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'zh-Hans': '简体中文',
  en: 'English',
  'de-DE': 'Deutsch',
  gr: 'Ελληνικά',
  hu: 'Magyar',
  in: 'Bahasa Indonesia',
  jp: '日本語',
  se: 'Svenska',
  sk: 'Slovenčina',
  tr: 'Türkçe',
  ri: 'RI',
  es: 'Español',
};

/** The languages offered: the three core ones plus those the settings switch on (docs/spec.md §9). */
export function offeredLanguages(settings: Pick<Settings, 'MultiLanguages'>): Language[] {
  const core: readonly string[] = CORE_LANGUAGES;
  const extra = settings.MultiLanguages.filter((code) => !core.includes(code));
  return [...CORE_LANGUAGES, ...extra];
}
