import type { CoreLanguage } from '@workbench/contracts';

/** Intl locales of the app's languages ("en" reads dates day-first, as the plants write them). */
const LOCALES: Record<CoreLanguage, string> = { 'zh-Hans': 'zh-CN', en: 'en-GB', 'de-DE': 'de-DE' };

export function formatQuantity(value: number, language: CoreLanguage): string {
  return new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 3 }).format(value);
}

/** An ISO time in the viewer's time zone, to the minute. */
export function formatDateTime(iso: string, language: CoreLanguage): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A plant calendar day (YYYY-MM-DD): formatted in UTC so that no time zone moves it a day. */
export function formatDay(day: string, language: CoreLanguage): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
