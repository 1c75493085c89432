import {
  CORE_LANGUAGES,
  type CoreLanguage,
  type StrategyMatch,
  type StrategyMismatch,
  type StrategyTemplates,
  type StrategyTimeWindow,
} from '@workbench/contracts';

/*
 * What a strategy takes and what its words become (docs/adr/0023-event-strategies.md): pure
 * functions of the strategy, the event and the moment, so that the dispatch, the escalation and
 * `try` read them alike.
 */

/** What a strategy matches on. */
export interface MatchedEvent {
  type: number;
  category: string;
  applicationId: string | null;
  dbInstanceId: string | null;
  dataPermissionId: string | null;
  device: string;
}

const WEEKDAYS: Readonly<Record<string, number>> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The weekday (ISO, 1 Monday … 7 Sunday) and the minute of the day at `at` in the time zone. */
export function wallClock(at: Date, timeZone: string): { weekday: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: WEEKDAYS[part('weekday')] ?? 1, minute: Number(part('hour')) * 60 + Number(part('minute')) };
}

const minuteOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * Whether the moment falls in the window. A window whose end is at or before its start runs past
 * midnight, and its hours after midnight belong to the weekday it started on (Friday's night
 * shift 22:00–06:00 takes Saturday 03:00, not Friday 03:00).
 */
export function inTimeWindow(window: StrategyTimeWindow, at: Date, timeZone: string): boolean {
  const { weekday, minute } = wallClock(at, timeZone);
  const from = minuteOf(window.from);
  const to = minuteOf(window.to);
  if (from < to) return window.weekdays.includes(weekday) && minute >= from && minute < to;
  const previous = weekday === 1 ? 7 : weekday - 1;
  return (window.weekdays.includes(weekday) && minute >= from) || (window.weekdays.includes(previous) && minute < to);
}

const lower = (text: string) => text.trim().toLowerCase();
const listed = (values: readonly string[], value: string | null) =>
  values.length === 0 || (value !== null && values.some((given) => given.toLowerCase() === value.toLowerCase()));

/** The first condition the event fails, or null when the strategy takes it. Categories and devices compare without case. */
export function mismatchOf(
  match: StrategyMatch,
  event: MatchedEvent,
  at: Date,
  timeZone: string,
): StrategyMismatch | null {
  if (match.types.length > 0 && !match.types.includes(event.type)) return 'type';
  if (match.categories.length > 0 && !match.categories.some((category) => lower(category) === lower(event.category))) {
    return 'category';
  }
  if (!listed(match.applicationIds, event.applicationId)) return 'application';
  if (!listed(match.dbInstanceIds, event.dbInstanceId)) return 'dbInstance';
  if (!listed(match.dataPermissionIds, event.dataPermissionId)) return 'dataPermission';
  if (match.devices.length > 0 && !match.devices.some((device) => lower(device) === lower(event.device))) {
    return 'device';
  }
  if (match.timeWindows.length > 0 && !match.timeWindows.some((window) => inTimeWindow(window, at, timeZone))) {
    return 'timeWindow';
  }
  return null;
}

/** The values a template may name, for one language. */
export interface TemplateValues {
  title: string;
  message: string;
  category: string;
  device: string;
  eventKey: string;
  count: number;
  type: string;
  details: readonly { Key: string; Value: string }[];
}

/** `{{title}}`, `{{detail.Key}}`, … filled in; a name the event does not carry shows nothing. */
export function fillTemplate(template: string, values: TemplateValues): string {
  if (!template.includes('{{')) return template;
  const details = new Map(values.details.map((detail) => [detail.Key, detail.Value]));
  return template.replace(/\{\{\s*([^}\s]+)\s*\}\}/g, (_, name: string) => {
    if (name.startsWith('detail.')) return details.get(name.slice('detail.'.length)) ?? '';
    switch (name) {
      case 'title':
      case 'message':
      case 'category':
      case 'device':
      case 'eventKey':
      case 'type':
        return values[name];
      case 'count':
        return String(values.count);
      default:
        return '';
    }
  });
}

/** The words in one language: that language's template, else English's, else the event's own title and message. */
export function wordsIn(
  templates: StrategyTemplates,
  language: CoreLanguage,
  values: TemplateValues,
): { title: string; text: string } {
  const template = templates[language] ?? templates.en;
  const title = template?.title ? fillTemplate(template.title, values) : values.title;
  const text = template?.text ? fillTemplate(template.text, values) : values.message;
  return { title: title.trim() || values.title, text };
}

/** The words in every core language. */
export function wordsInEveryLanguage(
  templates: StrategyTemplates,
  valuesIn: (language: CoreLanguage) => TemplateValues,
): Record<CoreLanguage, { title: string; text: string }> {
  return Object.fromEntries(
    CORE_LANGUAGES.map((language) => [language, wordsIn(templates, language, valuesIn(language))]),
  ) as Record<CoreLanguage, { title: string; text: string }>;
}
