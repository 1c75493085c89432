import { type ChannelKind, CORE_LANGUAGES, type CoreLanguage, isJsonTemplate, LIMITS } from '@workbench/contracts';
import { Form, Input, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../../../i18n/language-names';
import { TemplatePreview } from './template-preview';

export interface TemplatesSectionProps {
  kind: ChannelKind;
  activeLanguage: CoreLanguage;
  onActiveLanguageChange(language: CoreLanguage): void;
}

const PLACEHOLDER_LIST = '{{title}} {{text}} {{time}} {{channel}} {{recipient}}';

/** The fields of one language's template: what each kind's message is made of. */
function TemplateFields({ kind, language }: { kind: ChannelKind; language: CoreLanguage }) {
  const { t } = useTranslation();
  const at = (field: string) => ['settings', 'templates', language, field];
  if (kind === 'email') {
    return (
      <>
        <Form.Item name={at('subject')} label={t('adminIntegrations.field.subject')}>
          <Input maxLength={500} placeholder="{{title}}" />
        </Form.Item>
        <Form.Item
          name={at('body')}
          label={t('adminIntegrations.field.htmlBody')}
          extra={t('adminIntegrations.field.htmlBodyHint')}
        >
          <Input.TextArea rows={6} maxLength={LIMITS.freeTextMax} className="wb-int-code" />
        </Form.Item>
      </>
    );
  }
  if (kind === 'robot') {
    return (
      <>
        <Form.Item name={at('title')} label={t('adminIntegrations.field.messageTitle')}>
          <Input maxLength={500} placeholder="{{title}}" />
        </Form.Item>
        <Form.Item name={at('text')} label={t('adminIntegrations.field.messageText')}>
          <Input.TextArea rows={5} maxLength={LIMITS.freeTextMax} />
        </Form.Item>
      </>
    );
  }
  return (
    <Form.Item
      name={at('body')}
      label={t('adminIntegrations.field.jsonBody')}
      extra={t('adminIntegrations.field.jsonBodyHint')}
      rules={[
        {
          validator: async (_rule, value: unknown) => {
            if (typeof value === 'string' && value.trim() !== '' && !isJsonTemplate(value))
              throw new Error(t('adminIntegrations.preview.notJson'));
          },
        },
      ]}
    >
      <Input.TextArea rows={8} maxLength={LIMITS.freeTextMax} className="wb-int-code" />
    </Form.Item>
  );
}

/** The preview of one language, following the form as the user types. */
function WatchedPreview({ kind, language }: { kind: ChannelKind; language: CoreLanguage }) {
  const form = Form.useFormInstance();
  const settings = Form.useWatch('settings', { form, preserve: true });
  const name = Form.useWatch('name', { form, preserve: true }) as string | undefined;
  return <TemplatePreview kind={kind} language={language} settings={settings} channelName={name ?? ''} />;
}

/**
 * One template per core language, each beside its live preview. Every language's fields stay
 * mounted (forceRender) so that a refusal of a language not shown can be put under its field.
 */
export function TemplatesSection({ kind, activeLanguage, onActiveLanguageChange }: TemplatesSectionProps) {
  const { t } = useTranslation();
  return (
    <section className="wb-int-section" aria-labelledby="wb-int-templates-title">
      <h2 className="wb-int-subtitle" id="wb-int-templates-title">
        {t('adminIntegrations.section.templates')}
      </h2>
      <p className="wb-int-muted">{t('adminIntegrations.templatesHint', { placeholders: PLACEHOLDER_LIST })}</p>
      <Tabs
        activeKey={activeLanguage}
        onChange={(key) => onActiveLanguageChange(key as CoreLanguage)}
        items={CORE_LANGUAGES.map((language) => ({
          key: language,
          label: LANGUAGE_NAMES[language],
          forceRender: true,
          children: (
            <div className="wb-int-template-pane">
              <div>
                <TemplateFields kind={kind} language={language} />
              </div>
              <WatchedPreview kind={kind} language={language} />
            </div>
          ),
        }))}
      />
    </section>
  );
}
