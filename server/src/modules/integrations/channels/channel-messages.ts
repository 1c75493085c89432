import {
  type ChannelKind,
  type CoreLanguage,
  DEFAULT_CHANNEL_TEMPLATES as DEFAULTS,
  emailSettingsSchema,
  pickTemplate as pick,
  pluginSettingsSchema,
  renderTemplate,
  robotSettingsSchema,
  type TemplateValues,
} from '@workbench/contracts';
import type { ChannelPayload } from './channel-delivery';

/**
 * The outbox payload of a message through a channel, rendered for one recipient in their
 * language: the channel's templates filled with the values, each escaped for where it goes
 * (HTML in an e-mail, JSON in a plugin's body, plain text for robots). The rendering and the
 * defaults are the contracts' own, which the portal's editors preview with.
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
