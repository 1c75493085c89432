import { type CoreLanguage, FALLBACK_LANGUAGE } from '../languages';

/**
 * The channels' templates, rendered the same way by the service when it sends and by the portal's
 * editors for their live preview: one renderer, so the preview shows what a recipient will get.
 */

/** Where a rendered template goes, which decides how each value is escaped. */
export type TemplateTarget = 'html' | 'json' | 'text';

/** The placeholders a template may use, e.g. `{{title}}`. */
export const TEMPLATE_PLACEHOLDERS = ['title', 'text', 'time', 'channel', 'recipient'] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];
export type TemplateValues = Partial<Record<TemplatePlaceholder, string>>;

const PLACEHOLDER = /\{\{\s*([a-zA-Z]+)\s*\}\}/g;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeFor(value: string, target: TemplateTarget): string {
  if (target === 'html') return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
  // Inside a JSON string: the value's JSON text without its quotes, so that quotes, backslashes
  // and line breaks in an event's text can neither end the string nor break the document.
  if (target === 'json') return JSON.stringify(value).slice(1, -1);
  return value;
}

/**
 * Fills a template's `{{placeholders}}` with the values, each escaped for where the result goes:
 * HTML for an e-mail's body, JSON-string text for a plugin's JSON body, as is for plain text.
 * A placeholder without a value renders empty; the template's own text is never escaped, so an
 * administrator's markup stays markup.
 */
export function renderTemplate(template: string, values: TemplateValues, target: TemplateTarget): string {
  return template.replace(PLACEHOLDER, (_match, name: string) =>
    escapeFor(values[name as keyof TemplateValues] ?? '', target),
  );
}

/** A plugin's body template renders to JSON whatever the values; checked with values full of quotes. */
export function isJsonTemplate(template: string): boolean {
  const hostile = Object.fromEntries(TEMPLATE_PLACEHOLDERS.map((name) => [name, '"}\\\n<x>'])) as TemplateValues;
  try {
    JSON.parse(renderTemplate(template, hostile, 'json'));
    return true;
  } catch {
    return false;
  }
}

/** What a channel sends when its template for the recipient's language (and the fallbacks) is empty. */
export const DEFAULT_CHANNEL_TEMPLATES = {
  subject: '{{title}}',
  html: '<h2>{{title}}</h2><p style="white-space: pre-line">{{text}}</p><p><small>{{channel}} · {{time}}</small></p>',
  robotTitle: '{{title}}',
  robotText: '{{text}}\n{{time}}',
  pluginBody: '{"title": "{{title}}", "text": "{{text}}", "time": "{{time}}", "channel": "{{channel}}"}',
} as const;

/** The recipient's language's template, else English's, else Chinese's, else the default. */
export function pickTemplate<T>(
  templates: Record<CoreLanguage, T>,
  language: CoreLanguage,
  read: (template: T) => string,
  fallback: string,
): string {
  for (const candidate of [language, FALLBACK_LANGUAGE, 'zh-Hans'] as const) {
    const text = read(templates[candidate]);
    if (text.trim() !== '') return text;
  }
  return fallback;
}
