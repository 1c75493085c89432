import {
  type ChannelKind,
  type CoreLanguage,
  emailSettingsSchema,
  FALLBACK_LANGUAGE,
  pluginSettingsSchema,
  robotSettingsSchema,
} from '@workbench/contracts';
import type { ChannelPayload } from './channel-delivery';
import { renderTemplate, type TemplateValues } from './templates';

/** What a channel shows when its template for the language is left empty. */
const DEFAULTS = {
  subject: '{{title}}',
  html: '<h2>{{title}}</h2><p style="white-space: pre-line">{{text}}</p><p><small>{{channel}} · {{time}}</small></p>',
  robotTitle: '{{title}}',
  robotText: '{{text}}\n{{time}}',
  pluginBody: '{"title": "{{title}}", "text": "{{text}}", "time": "{{time}}", "channel": "{{channel}}"}',
};

/** The recipient's language's template, else English's, else Chinese's, else the default. */
function pick<T>(templates: Record<CoreLanguage, T>, language: CoreLanguage, read: (t: T) => string, fallback: string) {
  for (const candidate of [language, FALLBACK_LANGUAGE, 'zh-Hans'] as const) {
    const text = read(templates[candidate]);
    if (text.trim() !== '') return text;
  }
  return fallback;
}

/**
 * The outbox payload of a message through a channel, rendered for one recipient in their
 * language: the channel's templates filled with the values, each escaped for where it goes
 * (HTML in an e-mail, JSON in a plugin's body, plain text for robots).
 */
export function renderChannelMessage(
  kind: ChannelKind,
  settings: unknown,
  values: TemplateValues,
  language: CoreLanguage,
  to: string,
): ChannelPayload {
  if (kind === 'email') {
    const { templates } = emailSettingsSchema.parse(settings);
    const html = renderTemplate(
      pick(templates, language, (t) => t.body, DEFAULTS.html),
      values,
      'html',
    );
    return {
      to,
      subject: renderTemplate(
        pick(templates, language, (t) => t.subject, DEFAULTS.subject),
        values,
        'text',
      ),
      html,
      text: [values.title, values.text, values.time].filter(Boolean).join('\n\n'),
    };
  }
  if (kind === 'robot') {
    const { templates } = robotSettingsSchema.parse(settings);
    return {
      title: renderTemplate(
        pick(templates, language, (t) => t.title, DEFAULTS.robotTitle),
        values,
        'text',
      ),
      text: renderTemplate(
        pick(templates, language, (t) => t.text, DEFAULTS.robotText),
        values,
        'text',
      ),
    };
  }
  const { templates } = pluginSettingsSchema.parse(settings);
  return {
    body: renderTemplate(
      pick(templates, language, (t) => t.body, DEFAULTS.pluginBody),
      values,
      'json',
    ),
  };
}
