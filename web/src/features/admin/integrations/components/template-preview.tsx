import {
  type ChannelKind,
  type CoreLanguage,
  DEFAULT_CHANNEL_TEMPLATES as DEFAULTS,
  type EmailSettings,
  isJsonTemplate,
  type PluginSettings,
  pickTemplate,
  type RobotSettings,
  renderTemplate,
} from '@workbench/contracts';
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SAMPLE_RECIPIENT, sampleValues } from './sample-values';

export interface TemplatePreviewProps {
  kind: ChannelKind;
  language: CoreLanguage;
  /** The form's current settings (watched, so the preview follows each keystroke). */
  settings: Partial<EmailSettings & RobotSettings & PluginSettings> | undefined;
  channelName: string;
}

function PlainText({ text }: { text: string }) {
  return <div className="wb-int-preview-text">{text}</div>;
}

/**
 * The message a recipient in `language` would get, rendered in the browser by the service's own
 * renderer (packages/contracts' integration-templates.ts) with sample values: an empty template
 * falls back as it does when sending (English, then Chinese, then the built-in default).
 */
export function TemplatePreview({ kind, language, settings, channelName }: TemplatePreviewProps) {
  const { t } = useTranslation();
  const templates = settings?.templates;
  if (!templates) return null;
  const channel = channelName.trim() || t('adminIntegrations.preview.sampleChannel');
  const values = sampleValues(language, channel, kind === 'email' ? SAMPLE_RECIPIENT : '');
  const own = templates[language] as Record<string, string> | undefined;
  const ownIsEmpty = !own || Object.values(own).every((text) => !text?.trim());

  let body: ReactNode;
  if (kind === 'email') {
    const all = templates as EmailSettings['templates'];
    const subject = renderTemplate(
      pickTemplate(all, language, (x) => x.subject, DEFAULTS.subject),
      values,
      'text',
    );
    const html = renderTemplate(
      pickTemplate(all, language, (x) => x.body, DEFAULTS.html),
      values,
      'html',
    );
    body = (
      <>
        <div className="wb-int-preview-subject">
          <span className="wb-int-muted">{t('adminIntegrations.field.subject')}: </span>
          {subject}
        </div>
        {/* No scripts, forms or navigation: only the e-mail's own markup is drawn. */}
        <iframe
          className="wb-int-preview-mail"
          title={t('adminIntegrations.preview.mailBody')}
          sandbox=""
          srcDoc={html}
        />
      </>
    );
  } else if (kind === 'robot') {
    const all = templates as RobotSettings['templates'];
    const title = renderTemplate(
      pickTemplate(all, language, (x) => x.title, DEFAULTS.robotTitle),
      values,
      'text',
    );
    const text = renderTemplate(
      pickTemplate(all, language, (x) => x.text, DEFAULTS.robotText),
      values,
      'text',
    );
    const mentions = [
      ...(settings?.mentionEveryone ? ['@all'] : []),
      ...(settings?.mentionUserIds ?? []).map((id) => `@${id}`),
      ...(settings?.mentionMobiles ?? []).map((mobile) => `@${mobile}`),
    ];
    body = (
      <div className="wb-int-preview-chat">
        <strong>{title}</strong>
        <PlainText text={text} />
        {mentions.length > 0 ? <div className="wb-int-preview-mentions">{mentions.join(' ')}</div> : null}
      </div>
    );
  } else {
    const all = templates as PluginSettings['templates'];
    const template = pickTemplate(all, language, (x) => x.body, DEFAULTS.pluginBody);
    const rendered = renderTemplate(template, values, 'json');
    body = isJsonTemplate(template) ? (
      <pre className="wb-int-preview-json">{JSON.stringify(JSON.parse(rendered), null, 2)}</pre>
    ) : (
      <Alert type="warning" showIcon title={t('adminIntegrations.preview.notJson')} />
    );
  }

  return (
    <section className="wb-int-preview" aria-label={t('adminIntegrations.preview.title')} data-language={language}>
      <h3 className="wb-int-subtitle">{t('adminIntegrations.preview.title')}</h3>
      {ownIsEmpty ? <p className="wb-int-muted">{t('adminIntegrations.preview.fallback')}</p> : null}
      {body}
    </section>
  );
}
