import type { Job } from '@workbench/contracts';
import cronstrue from 'cronstrue';
import 'cronstrue/locales/de';
import 'cronstrue/locales/zh_CN';
import { translate } from '../../../../i18n/translate';
import { formatInZone } from './zoned-time';

/** cronstrue's locale for each of the portal's languages; any other reads English. */
const CRONSTRUE_LOCALES: Record<string, string> = { 'zh-Hans': 'zh_CN', en: 'en', 'de-DE': 'de' };

/** A cron expression in words in the user's language ("At 06:00, Monday through Friday"), or null when it is not one. */
export function cronInWords(expression: string, language: string): string | null {
  try {
    return cronstrue.toString(expression, {
      locale: CRONSTRUE_LOCALES[language] ?? 'en',
      use24HourTimeFormat: true,
      throwExceptionOnParseError: true,
    });
  } catch {
    return null;
  }
}

/** What the list says of a job's schedule: the expression in words, or the one run's time on the plant's clock. */
export function scheduleInWords(job: Pick<Job, 'cron' | 'runAt' | 'timeZone'>, language: string): string {
  if (job.cron !== null) return cronInWords(job.cron, language) ?? job.cron;
  if (job.runAt !== null) return translate('adminJobs.schedule.once', { time: formatInZone(job.runAt, job.timeZone) });
  return '';
}
