import { SendOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChannelKind, CORE_LANGUAGES, type CoreLanguage, type Delivery } from '@workbench/contracts';
import { Alert, Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../../../i18n/language-names';
import { refreshChannels } from '../api/query-keys';
import { sendTest } from '../api/send-test';
import { showChannelServerErrors } from './channel-server-errors';

/** What "Send test" needs of a channel. */
export interface TestedChannel {
  id: string;
  kind: ChannelKind;
  name: string;
}

interface TestValues {
  recipient?: string;
  language?: CoreLanguage;
}

/** The outcome in words: delivered with its latency, failed with the error, or still on its way. */
function Outcome({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation();
  if (delivery.status === 'delivered') {
    return (
      <Alert
        type="success"
        showIcon
        role="status"
        title={t('adminIntegrations.test.delivered', { latency: delivery.latencyMs ?? 0 })}
      />
    );
  }
  if (delivery.status === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('adminIntegrations.test.failed')}
        description={delivery.lastError ?? ''}
      />
    );
  }
  return <Alert type="info" showIcon role="status" title={t('adminIntegrations.test.waiting')} />;
}

export interface SendTestDialogProps {
  channel: TestedChannel;
  onClose(): void;
}

/**
 * "Send test": one message through the channel, to the address asked for here for an e-mail
 * channel, in the language chosen (the user's own when none). The outcome stays in the dialog.
 */
export function SendTestDialog({ channel, onClose }: SendTestDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TestValues>();
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: (values: TestValues) =>
      sendTest({
        id: channel.id,
        recipient: channel.kind === 'email' ? (values.recipient ?? '').trim() : '',
        ...(values.language ? { language: values.language } : {}),
      }),
    onMutate: () => setRefusal(null),
    onSuccess: () => void refreshChannels(queryClient),
    onError: (error) => setRefusal(showChannelServerErrors(form, error, ['recipient', 'language']).message),
  });

  return (
    <Modal
      open
      title={t('adminIntegrations.test.title', { name: channel.name })}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('adminIntegrations.test.close')}
        </Button>,
        <Button
          key="send"
          type="primary"
          icon={<SendOutlined aria-hidden />}
          loading={send.isPending}
          onClick={() => form.submit()}
        >
          {t('adminIntegrations.test.send')}
        </Button>,
      ]}
    >
      <Form<TestValues> form={form} layout="vertical" onFinish={(values) => send.mutate(values)}>
        {channel.kind === 'email' ? (
          <Form.Item
            name="recipient"
            label={t('adminIntegrations.test.recipient')}
            rules={[
              { required: true, message: t('admin.validation.required') },
              { type: 'email', message: t('adminIntegrations.test.recipientInvalid') },
            ]}
          >
            <Input inputMode="email" autoComplete="email" placeholder="name@example.com" />
          </Form.Item>
        ) : (
          <p className="wb-int-muted">{t(`adminIntegrations.test.hint.${channel.kind}`)}</p>
        )}
        <Form.Item name="language" label={t('adminIntegrations.test.language')}>
          <Select
            allowClear
            placeholder={t('adminIntegrations.test.languageDefault')}
            options={CORE_LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
          />
        </Form.Item>
      </Form>
      <div aria-live="polite">
        {send.isPending ? <Alert type="info" showIcon title={t('adminIntegrations.test.sending')} /> : null}
        {send.data && !send.isPending ? <Outcome delivery={send.data} /> : null}
        {refusal ? <Alert type="error" showIcon role="alert" title={refusal} /> : null}
      </div>
    </Modal>
  );
}

/** The editor's "Send test" button with its dialog. */
export function SendTestButton({ channel }: { channel: TestedChannel }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<SendOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('adminIntegrations.test.action')}
      </Button>
      {open ? <SendTestDialog channel={channel} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
