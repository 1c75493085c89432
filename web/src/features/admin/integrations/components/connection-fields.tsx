import {
  type ChannelKind,
  emailSettingsSchema,
  pluginSettingsSchema,
  ROBOT_KINDS,
  robotSettingsSchema,
  SMTP_TLS_MODES,
} from '@workbench/contracts';
import { Checkbox, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../shared/zod-rule';
import { SecretField } from './secret-field';

const email = emailSettingsSchema.shape;
const robot = robotSettingsSchema.shape;
const plugin = pluginSettingsSchema.shape;

/** Where an e-mail channel sends through: its SMTP server, the account and the sender. */
function EmailFields({ secretSet }: { secretSet: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="wb-int-form-grid">
      <Form.Item
        name={['settings', 'host']}
        label={t('adminIntegrations.field.host')}
        rules={[zodRule(email.host, { required: true })]}
      >
        <Input maxLength={255} placeholder="smtp.example.com" />
      </Form.Item>
      <Form.Item
        name={['settings', 'port']}
        label={t('adminIntegrations.field.port')}
        rules={[zodRule(email.port, { required: true })]}
      >
        <InputNumber min={1} max={65535} precision={0} className="wb-int-number" />
      </Form.Item>
      <Form.Item name={['settings', 'tls']} label={t('adminIntegrations.field.tls')}>
        <Radio.Group
          optionType="button"
          options={SMTP_TLS_MODES.map((mode) => ({ value: mode, label: t(`adminIntegrations.tls.${mode}`) }))}
        />
      </Form.Item>
      <Form.Item
        name={['settings', 'acceptSelfSigned']}
        valuePropName="checked"
        label={t('adminIntegrations.field.certificate')}
        extra={t('adminIntegrations.field.acceptSelfSignedHint')}
      >
        <Checkbox>{t('adminIntegrations.field.acceptSelfSigned')}</Checkbox>
      </Form.Item>
      <Form.Item
        name={['settings', 'userName']}
        label={t('adminIntegrations.field.userName')}
        rules={[zodRule(email.userName)]}
      >
        <Input maxLength={128} autoComplete="off" />
      </Form.Item>
      <Form.Item name="secret" label={t('adminIntegrations.field.password')}>
        <SecretField isSet={secretSet} />
      </Form.Item>
      <Form.Item
        name={['settings', 'senderName']}
        label={t('adminIntegrations.field.senderName')}
        rules={[zodRule(email.senderName)]}
      >
        <Input maxLength={128} />
      </Form.Item>
      <Form.Item
        name={['settings', 'senderAddress']}
        label={t('adminIntegrations.field.senderAddress')}
        rules={[zodRule(email.senderAddress, { required: true })]}
      >
        <Input inputMode="email" maxLength={128} placeholder="workbench@example.com" />
      </Form.Item>
    </div>
  );
}

/** A chat robot: which one, its webhook, its signing secret and whom a message mentions. */
function RobotFields({ secretSet }: { secretSet: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="wb-int-form-grid">
      <Form.Item name={['settings', 'robot']} label={t('adminIntegrations.field.robot')}>
        <Select options={ROBOT_KINDS.map((kind) => ({ value: kind, label: t(`adminIntegrations.robot.${kind}`) }))} />
      </Form.Item>
      <Form.Item
        name={['settings', 'webhookUrl']}
        label={t('adminIntegrations.field.webhookUrl')}
        extra={t('adminIntegrations.field.httpOnlyHint')}
        rules={[zodRule(robot.webhookUrl, { required: true })]}
      >
        <Input inputMode="url" maxLength={2000} placeholder="https://" />
      </Form.Item>
      <Form.Item
        name="secret"
        label={t('adminIntegrations.field.signingSecret')}
        extra={t('adminIntegrations.field.signingSecretHint')}
      >
        <SecretField isSet={secretSet} />
      </Form.Item>
      <Form.Item
        name={['settings', 'mentionEveryone']}
        valuePropName="checked"
        label={t('adminIntegrations.field.mentionEveryone')}
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name={['settings', 'mentionUserIds']}
        label={t('adminIntegrations.field.mentionUserIds')}
        extra={t('adminIntegrations.field.listHint')}
        rules={[zodRule(robot.mentionUserIds)]}
      >
        <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', ' ']} />
      </Form.Item>
      <Form.Item
        name={['settings', 'mentionMobiles']}
        label={t('adminIntegrations.field.mentionMobiles')}
        extra={t('adminIntegrations.field.listHint')}
        rules={[zodRule(robot.mentionMobiles)]}
      >
        <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', ' ']} />
      </Form.Item>
    </div>
  );
}

/** A plant's own system: the address called and the secret the call is signed with. */
function PluginFields({ secretSet }: { secretSet: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="wb-int-form-grid">
      <Form.Item
        name={['settings', 'url']}
        label={t('adminIntegrations.field.pluginUrl')}
        extra={t('adminIntegrations.field.httpOnlyHint')}
        rules={[zodRule(plugin.url, { required: true })]}
      >
        <Input inputMode="url" maxLength={2000} placeholder="https://" />
      </Form.Item>
      <Form.Item
        name="secret"
        label={t('adminIntegrations.field.signingSecret')}
        extra={t('adminIntegrations.field.pluginSigningHint')}
      >
        <SecretField isSet={secretSet} />
      </Form.Item>
    </div>
  );
}

/** The connection settings of the channel's kind. */
export function ConnectionFields({ kind, secretSet }: { kind: ChannelKind; secretSet: boolean }) {
  if (kind === 'email') return <EmailFields secretSet={secretSet} />;
  if (kind === 'robot') return <RobotFields secretSet={secretSet} />;
  return <PluginFields secretSet={secretSet} />;
}
