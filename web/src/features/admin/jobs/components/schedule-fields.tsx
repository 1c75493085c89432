import { cronExpressionSchema } from '@workbench/contracts';
import { DatePicker, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../shared/zod-rule';
import { cronInWords } from '../model/schedule-text';
import type { JobFormValues } from './job-form-values';
import { NextOccurrences } from './next-occurrences';

export interface ScheduleFieldsProps {
  timeZone: string;
}

/**
 * When a job runs: a cron expression, checked with the scheduler's own rule as it is typed, said
 * in words, with its next five runs on the plant's clock; or one run at a time of that clock.
 */
export function ScheduleFields({ timeZone }: ScheduleFieldsProps) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance<JobFormValues>();
  const scheduleType = Form.useWatch('scheduleType', form);
  const cron: string = Form.useWatch('cron', form) ?? '';
  const words = cron.trim() && cronExpressionSchema.safeParse(cron).success ? cronInWords(cron, i18n.language) : null;

  return (
    <>
      <Form.Item name="scheduleType" label={t('adminJobs.field.schedule')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'cron', label: t('adminJobs.field.repeating') },
            { value: 'once', label: t('adminJobs.field.once') },
          ]}
        />
      </Form.Item>
      {scheduleType === 'once' ? (
        <Form.Item
          name="runAt"
          label={t('adminJobs.field.runAt')}
          extra={t('adminJobs.field.zoneHelp', { zone: timeZone })}
          rules={[{ required: true, message: t('admin.validation.required') }]}
        >
          <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" aria-label={t('adminJobs.field.runAt')} />
        </Form.Item>
      ) : (
        <>
          <Form.Item
            name="cron"
            label={t('adminJobs.field.cron')}
            extra={words ?? t('adminJobs.field.cronHelp')}
            rules={[zodRule(cronExpressionSchema, { required: true })]}
          >
            <Input className="wb-jobs-cron" autoComplete="off" spellCheck={false} placeholder="0 6 * * 1-5" />
          </Form.Item>
          <NextOccurrences cron={cron} timeZone={timeZone} />
        </>
      )}
    </>
  );
}
