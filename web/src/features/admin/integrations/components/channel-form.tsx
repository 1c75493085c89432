import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Channel, type ChannelKind, type CoreLanguage, LIMITS, nameSchema } from '@workbench/contracts';
import { Alert, Button, Form, Input, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../../stores/session-store';
import { zodRule } from '../../shared/zod-rule';
import { refreshChannels } from '../api/query-keys';
import { createChannel, editChannel } from '../api/save-channel';
import { type ChannelFormValues, channelRequestOf, initialFormValues, secretIsSet } from './channel-form-values';
import { showChannelServerErrors } from './channel-server-errors';
import { ConnectionFields } from './connection-fields';
import { TemplatesSection } from './templates-section';

export interface ChannelFormProps {
  kind: ChannelKind;
  /** The channel edited; null creates one. */
  channel: Channel | null;
  onSaved(saved: Channel, created: boolean): void;
  onCancel(): void;
}

const coreLanguageOf = (language: string): CoreLanguage =>
  language === 'en' || language === 'de-DE' ? language : language === 'zh-Hans' ? 'zh-Hans' : 'en';

/**
 * A channel's settings, secret and templates. The contract's rules check fields as they are left;
 * what the service still refuses shows under the field it names and in the alert, with everything
 * typed kept. The secret is sent only when the administrator replaces or removes it.
 */
export function ChannelForm({ kind, channel, onSaved, onCancel }: ChannelFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const uiLanguage = useSessionStore((s) => s.language);
  const [form] = Form.useForm<ChannelFormValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const [templateLanguage, setTemplateLanguage] = useState<CoreLanguage>(coreLanguageOf(uiLanguage));

  const save = useMutation({
    mutationFn: async (values: ChannelFormValues) => {
      const request = channelRequestOf(kind, values);
      return channel ? editChannel({ ...request, id: channel.id }) : createChannel(request);
    },
    onSuccess: (saved) => {
      setFailure(null);
      // The replaced secret is not kept in the form once saved.
      form.setFieldValue('secret', undefined);
      void refreshChannels(queryClient);
      onSaved(saved, channel === null);
    },
    onError: (error) => {
      const { message, language } = showChannelServerErrors(form, error);
      if (language) setTemplateLanguage(language);
      setFailure(message);
    },
  });

  return (
    <Form<ChannelFormValues>
      form={form}
      layout="vertical"
      className="wb-int-form"
      initialValues={initialFormValues(kind, channel)}
      // The whole store: every language's template, also those of tabs never opened.
      onFinish={() => save.mutate(form.getFieldsValue(true) as ChannelFormValues)}
      onValuesChange={() => setFailure(null)}
    >
      <section className="wb-int-section" aria-labelledby="wb-int-channel-title">
        <h2 className="wb-int-subtitle" id="wb-int-channel-title">
          {t('adminIntegrations.section.channel')}
        </h2>
        <div className="wb-int-form-grid">
          <Form.Item
            name="name"
            label={t('adminIntegrations.field.name')}
            rules={[zodRule(nameSchema, { required: true })]}
          >
            <Input maxLength={128} />
          </Form.Item>
          <Form.Item name="enabled" valuePropName="checked" label={t('adminIntegrations.field.enabled')}>
            <Switch />
          </Form.Item>
          <Form.Item name="description" label={t('adminIntegrations.field.description')} className="wb-int-wide">
            <Input.TextArea rows={2} maxLength={LIMITS.freeTextMax} />
          </Form.Item>
        </div>
      </section>
      <section className="wb-int-section" aria-labelledby="wb-int-connection-title">
        <h2 className="wb-int-subtitle" id="wb-int-connection-title">
          {t(`adminIntegrations.section.connection.${kind}`)}
        </h2>
        <ConnectionFields kind={kind} secretSet={secretIsSet(channel)} />
      </section>
      <TemplatesSection kind={kind} activeLanguage={templateLanguage} onActiveLanguageChange={setTemplateLanguage} />
      {failure ? (
        <Alert
          className="wb-int-form-alert"
          type="error"
          showIcon
          role="alert"
          title={t('admin.formFailed', { message: failure })}
        />
      ) : null}
      <div className="wb-int-form-buttons">
        <Button onClick={onCancel}>{t('admin.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('admin.save')}
        </Button>
      </div>
    </Form>
  );
}
