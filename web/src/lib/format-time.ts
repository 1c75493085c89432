import dayjs from 'dayjs';

/** docs/spec.md §9: year-month-day hour:minute:second. */
export const DEFAULT_TIME_PATTERN = 'YYYY-MM-DD HH:mm:ss';
const JUST_NOW_MS = 30_000;

export interface FormatTimeOptions {
  pattern?: string;
  /** Reference time; tests pass a fixed one. */
  now?: number;
  /** Translated "just now" label; the caller owns the language. */
  justNow?: string;
}

type TimeInput = string | number | Date;

/** Unix seconds are still common in platform payloads; 10-digit numbers are read as seconds. */
function toMillis(value: TimeInput): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value < 1e11 ? value * 1000 : value;
  if (/^\d+$/.test(value)) return toMillis(Number(value));
  return dayjs(value).valueOf();
}

/** Formats a time with the pattern, or "just now" when it lies less than 30 s in the past. */
export function formatTime(value: TimeInput | null | undefined, options: FormatTimeOptions = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const millis = toMillis(value);
  if (Number.isNaN(millis)) return '';
  const now = options.now ?? Date.now();
  const age = now - millis;
  if (age >= 0 && age < JUST_NOW_MS) return options.justNow ?? 'just now';
  return dayjs(millis).format(options.pattern ?? DEFAULT_TIME_PATTERN);
}
