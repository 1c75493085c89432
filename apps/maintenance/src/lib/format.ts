import type { CoreLanguage } from '@workbench/contracts';

const LOCALES: Record<CoreLanguage, string> = { 'zh-Hans': 'zh-CN', en: 'en-GB', 'de-DE': 'de-DE' };

export function formatNumber(value: number, language: CoreLanguage): string {
  return new Intl.NumberFormat(LOCALES[language]).format(value);
}

/** A calendar day (YYYY-MM-DD) as the language writes it; read as that day wherever the viewer is. */
export function formatDay(day: string, language: CoreLanguage): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** An ISO time in the viewer's time zone: day and minute. */
export function formatTime(iso: string, language: CoreLanguage): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'short', timeStyle: 'short' }).format(date);
}
