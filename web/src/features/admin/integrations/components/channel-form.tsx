import { useQueryClient } from '@tanstack/react-query';
import { type Channel, type ChannelKind, type CoreLanguage, LIMITS, nameSchema } from '@workbench/contracts';
import { Form, Input, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../../stores/session-store';
import { EditorButtons } from '../../shared/editor/editor-buttons';
import { EditorForm } from '../../shared/editor/editor-form';
import { FailureAlert } from '../../shared/editor/failure-alert';
import { useEditorForm } from '../../shared/editor/use-editor-form';
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
  const [templateLanguage, setTemplateLanguage] = useState<CoreLanguage>(coreLanguageOf(uiLanguage));

  const editor = useEditorForm<ChannelFormValues, Channel>({
    save(values) {
      const request = channelRequestOf(kind, values);
      return channel ? editChannel({ ...request, id: channel.id }) : createChannel(request);
    },
    // The editor says what happened (saved, or created and continued in its own editor).
    savedNotice: false,
    onSaved(saved) {
      // The replaced secret is not kept in the form once saved.
      editor.form.setFieldValue('secret', undefined);
      void refreshChannels(queryClient);
      onSaved(saved, channel === null);
    },
    presentFailure(form, error) {
      const { message, language } = showChannelServerErrors(form, error);
      if (language) setTemplateLanguage(language);
      return { message };
    },
  });
  const { form } = editor;

  return (
    <EditorForm<ChannelFormValues>
      editor={editor}
      className="wb-int-form"
      initialValues={initialFormValues(kind, channel)}
      // The whole store: every language's template, also those of tabs never opened.
      onFinish={() => editor.submit(form.getFieldsValue(true) as ChannelFormValues)}
      failureAlert={false}
      submitOnEnter={false}
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
      <FailureAlert failure={editor.failure} className="wb-int-form-alert" />
      <EditorButtons saving={editor.saving} onCancel={onCancel} />
    </EditorForm>
  );
}
