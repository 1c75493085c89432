import type { Language } from '@workbench/contracts';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';

/**
 * antd and dayjs locales, each loaded on demand as its own chunk so a user only downloads their
 * language. Optional languages without an antd/dayjs locale fall back to English.
 */
const antdLocales: Record<Language, () => Promise<{ default: Locale }>> = {
  'zh-Hans': () => import('antd/es/locale/zh_CN'),
  en: () => import('antd/es/locale/en_US'),
  'de-DE': () => import('antd/es/locale/de_DE'),
  gr: () => import('antd/es/locale/el_GR'),
  hu: () => import('antd/es/locale/hu_HU'),
  in: () => import('antd/es/locale/id_ID'),
  jp: () => import('antd/es/locale/ja_JP'),
  se: () => import('antd/es/locale/sv_SE'),
  sk: () => import('antd/es/locale/sk_SK'),
  tr: () => import('antd/es/locale/tr_TR'),
  ri: () => import('antd/es/locale/en_US'),
  es: () => import('antd/es/locale/es_ES'),
};

/** dayjs locale names; English is built into dayjs. */
const dayjsLocales: Record<Language, { name: string; load?: () => Promise<unknown> }> = {
  'zh-Hans': { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn') },
  en: { name: 'en' },
  'de-DE': { name: 'de', load: () => import('dayjs/locale/de') },
  gr: { name: 'el', load: () => import('dayjs/locale/el') },
  hu: { name: 'hu', load: () => import('dayjs/locale/hu') },
  in: { name: 'id', load: () => import('dayjs/locale/id') },
  jp: { name: 'ja', load: () => import('dayjs/locale/ja') },
  se: { name: 'sv', load: () => import('dayjs/locale/sv') },
  sk: { name: 'sk', load: () => import('dayjs/locale/sk') },
  tr: { name: 'tr', load: () => import('dayjs/locale/tr') },
  ri: { name: 'en' },
  es: { name: 'es', load: () => import('dayjs/locale/es') },
};

export async function loadAntdLocale(language: Language): Promise<Locale> {
  return (await antdLocales[language]()).default;
}

/** Loads and activates the dayjs locale; a failed download keeps the previous one. */
export async function activateDayjsLocale(language: Language): Promise<void> {
  const entry = dayjsLocales[language];
  try {
    await entry.load?.();
    dayjs.locale(entry.name);
  } catch (error) {
    console.warn(`dayjs locale ${entry.name} could not be loaded`, error);
  }
}
