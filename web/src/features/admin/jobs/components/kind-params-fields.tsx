import { useQuery } from '@tanstack/react-query';
import { callAddressParamsSchema, type JobKind, sendReportParamsSchema } from '@workbench/contracts';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContactGroups } from '../../contacts';
import { channelPageQueryOptions, SecretField } from '../../integrations';
import { zodRule } from '../../shared/zod-rule';

const call = callAddressParamsSchema.shape;
const report = sendReportParamsSchema.shape;

/** Every channel a report may go through; a plant has a handful. */
const CHANNELS_REQUEST = { maxResultCount: 1000, skipCount: 0, sorting: 'name asc' };

function jsonRule(message: string) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') return;
      try {
        JSON.parse(value);
      } catch {
        throw new Error(message);
      }
    },
  };
}

function CallAddressFields({ hasSecret }: { hasSecret: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="callUrl" label={t('adminJobs.call.url')} rules={[zodRule(call.url, { required: true })]}>
        <Input autoComplete="off" placeholder="https://mes.plant.example/maintenance/nightly" />
      </Form.Item>
      <Form.Item
        name="callBody"
        label={t('adminJobs.call.body')}
        extra={t('adminJobs.call.bodyHelp')}
        rules={[jsonRule(t('adminJobs.validation.json'))]}
      >
        <Input.TextArea rows={4} spellCheck={false} className="wb-jobs-code" />
      </Form.Item>
      <Form.Item name="callSecret" label={t('adminJobs.call.secret')} extra={t('adminJobs.call.secretHelp')}>
        <SecretField isSet={hasSecret} />
      </Form.Item>
      <Form.Item name="callTimeoutSeconds" label={t('adminJobs.call.timeout')}>
        <InputNumber min={1} max={300} precision={0} />
      </Form.Item>
    </>
  );
}

function SendReportFields() {
  const { t } = useTranslation();
  const channels = useQuery(channelPageQueryOptions(CHANNELS_REQUEST));
  const groups = useContactGroups();
  const required = { required: true, message: t('admin.validation.required') };
  return (
    <>
      <Form.Item name="reportChannelId" label={t('adminJobs.report.channel')} rules={[required]}>
        <Select
          aria-label={t('adminJobs.report.channel')}
          loading={channels.isFetching}
          options={(channels.data?.items ?? []).map((channel) => ({ value: channel.id, label: channel.name }))}
        />
      </Form.Item>
      <Form.Item name="reportGroup" label={t('adminJobs.report.group')} rules={[required]}>
        <Select
          aria-label={t('adminJobs.report.group')}
          loading={groups.isFetching}
          options={(groups.data ?? []).map((group) => ({ value: group.name, label: group.name }))}
        />
      </Form.Item>
      <Form.Item
        name="reportTitle"
        label={t('adminJobs.report.title')}
        rules={[zodRule(report.title, { required: true })]}
      >
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item name="reportText" label={t('adminJobs.report.text')} rules={[zodRule(report.text)]}>
        <Input.TextArea rows={4} />
      </Form.Item>
    </>
  );
}

export interface KindParamsFieldsProps {
  kind: JobKind | undefined;
  /** Whether the job being edited has a signing secret stored. */
  hasSecret: boolean;
}

/** The parameters of the chosen kind; the clean-ups take none. */
export function KindParamsFields({ kind, hasSecret }: KindParamsFieldsProps) {
  if (kind === 'integrations.callAddress') return <CallAddressFields hasSecret={hasSecret} />;
  if (kind === 'integrations.sendReport') return <SendReportFields />;
  return null;
}
