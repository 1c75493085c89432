import type { CoreLanguage } from '@workbench/contracts';

const LOCALES: Record<CoreLanguage, string> = { 'zh-Hans': 'zh-CN', en: 'en-GB', 'de-DE': 'de-DE' };

export function formatNumber(value: number, language: CoreLanguage, percent = false): string {
  return new Intl.NumberFormat(LOCALES[language], percent ? { style: 'percent', maximumFractionDigits: 1 } : {}).format(
    value,
  );
}

/** An ISO time in the viewer's time zone: day and minute. */
export function formatTime(iso: string, language: CoreLanguage): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'short', timeStyle: 'short' }).format(date);
}
