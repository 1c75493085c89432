import type { CreateJobRequest, Job, JobKind, JobMissedPolicy } from '@workbench/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import type { SecretChange } from '../../integrations';
import { instantOfWallTime, wallTimeIn } from '../model/zoned-time';

export type ScheduleType = 'cron' | 'once';

/**
 * The editor's fields as typed. The parameters of each kind are fields of their own (flat), so
 * that the server's problems with `params.url` land under the URL field.
 */
export interface JobFormValues {
  name: string;
  description: string;
  kind: JobKind | undefined;
  scheduleType: ScheduleType;
  cron: string;
  /** The one run, as the plant's clock shows it (the picker's wall time, read in the plant's zone). */
  runAt: Dayjs | null;
  missedPolicy: JobMissedPolicy;
  timeoutSeconds: number;
  retries: number;
  retryBackoffSeconds: number;
  callUrl: string;
  callBody: string;
  /** Undefined keeps the stored secret, null removes it, a text replaces it. */
  callSecret: SecretChange;
  callTimeoutSeconds: number;
  reportChannelId: string | undefined;
  reportGroup: string | undefined;
  reportTitle: string;
  reportText: string;
}

/** Which form field shows a problem the server names by its request path. */
export const SERVER_FIELD_OF: Readonly<Record<string, keyof JobFormValues>> = {
  'params.url': 'callUrl',
  'params.body': 'callBody',
  'params.secret': 'callSecret',
  'params.timeoutSeconds': 'callTimeoutSeconds',
  'params.channelId': 'reportChannelId',
  'params.group': 'reportGroup',
  'params.title': 'reportTitle',
  'params.text': 'reportText',
};

export const NEW_JOB_VALUES: JobFormValues = {
  name: '',
  description: '',
  kind: undefined,
  scheduleType: 'cron',
  cron: '',
  runAt: null,
  missedPolicy: 'runOnce',
  timeoutSeconds: 300,
  retries: 0,
  retryBackoffSeconds: 30,
  callUrl: '',
  callBody: '',
  callSecret: undefined,
  callTimeoutSeconds: 30,
  reportChannelId: undefined,
  reportGroup: undefined,
  reportTitle: '',
  reportText: '',
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const number = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/** The one run's instant as the picker shows it: the plant's wall time, as a local date. */
function pickerValue(runAt: string, timeZone: string): Dayjs {
  const wall = wallTimeIn(timeZone, new Date(runAt));
  return dayjs(new Date(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second));
}

export function toFormValues(job: Job, shownName: string): JobFormValues {
  const params = job.params;
  return {
    ...NEW_JOB_VALUES,
    name: shownName,
    description: job.description,
    kind: job.kind,
    scheduleType: job.cron === null ? 'once' : 'cron',
    cron: job.cron ?? '',
    runAt: job.runAt ? pickerValue(job.runAt, job.timeZone) : null,
    missedPolicy: job.missedPolicy,
    timeoutSeconds: job.timeoutSeconds,
    retries: job.retries,
    retryBackoffSeconds: job.retryBackoffSeconds,
    ...(job.kind === 'integrations.callAddress'
      ? {
          callUrl: text(params.url),
          callBody: text(params.body),
          callTimeoutSeconds: number(params.timeoutSeconds, 30),
        }
      : {}),
    ...(job.kind === 'integrations.sendReport'
      ? {
          reportChannelId: text(params.channelId) || undefined,
          reportGroup: text(params.group) || undefined,
          reportTitle: text(params.title),
          reportText: text(params.text),
        }
      : {}),
  };
}

function paramsOf(values: JobFormValues): Record<string, unknown> {
  if (values.kind === 'integrations.callAddress') {
    return {
      url: values.callUrl.trim(),
      body: values.callBody,
      timeoutSeconds: values.callTimeoutSeconds,
      // Absent keeps the stored secret: only a change is sent.
      ...(values.callSecret !== undefined ? { secret: values.callSecret } : {}),
    };
  }
  if (values.kind === 'integrations.sendReport') {
    return {
      channelId: values.reportChannelId ?? '',
      group: values.reportGroup ?? '',
      title: values.reportTitle.trim(),
      text: values.reportText.trim(),
    };
  }
  return {};
}

/** What the server stores; `timeZone` the job's own (a new one takes the plant's, so none is sent). */
export function toRequest(values: JobFormValues, timeZone: string, existing: boolean): CreateJobRequest {
  const runAt =
    values.scheduleType === 'once' && values.runAt
      ? instantOfWallTime(
          {
            year: values.runAt.year(),
            month: values.runAt.month() + 1,
            day: values.runAt.date(),
            hour: values.runAt.hour(),
            minute: values.runAt.minute(),
            second: values.runAt.second(),
          },
          timeZone,
        ).toISOString()
      : null;
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    kind: values.kind as JobKind,
    params: paramsOf(values),
    cron: values.scheduleType === 'cron' ? values.cron.trim() : null,
    runAt,
    ...(existing ? { timeZone } : {}),
    missedPolicy: values.missedPolicy,
    timeoutSeconds: values.timeoutSeconds,
    retries: values.retries,
    retryBackoffSeconds: values.retryBackoffSeconds,
  };
}
