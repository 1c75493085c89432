import { type JobMissedPolicy, type JobRunTrigger, nextOccurrence } from '@workbench/contracts';

/**
 * An occurrence counts as on time while it is at most this late and the next one has not come
 * yet; later than that (the service was down, or a run of the job went on past it) the job's
 * missed-occurrence policy decides.
 */
export const ON_TIME_GRACE_MS = 60_000;

export interface ScheduleOf {
  cron: string | null;
  timeZone: string;
  missedPolicy: JobMissedPolicy;
}

export interface OccurrencePlan {
  /** The run to start now, or null (a missed occurrence skipped). */
  run: { scheduledFor: Date; trigger: Extract<JobRunTrigger, 'schedule' | 'missed'> } | null;
  /** The occurrence due after it: null for a one-off, which runs once. */
  nextRunAt: Date | null;
}

/** The first occurrence of a schedule after `after` (for a one-off: its time, if still ahead). */
export function firstOccurrence(job: { cron: string | null; runAt: Date | null; timeZone: string }, after: Date) {
  if (job.cron) return nextOccurrence(job.cron, job.timeZone, after);
  return job.runAt;
}

/**
 * What to do with a due occurrence (`due` ≤ `now`): run it as scheduled when on time; when late,
 * run it once as a catch-up ('runOnce') or skip it ('skip'), and in either case go on at the next
 * occurrence still ahead — never a run for each occurrence missed.
 */
export function planDueOccurrence(job: ScheduleOf, due: Date, now: Date, graceMs = ON_TIME_GRACE_MS): OccurrencePlan {
  const following = job.cron ? nextOccurrence(job.cron, job.timeZone, due) : null;
  const late = now.getTime() - due.getTime() > graceMs || (following !== null && following <= now);
  const nextRunAt = job.cron ? (late ? nextOccurrence(job.cron, job.timeZone, now) : following) : null;
  if (!late) return { run: { scheduledFor: due, trigger: 'schedule' }, nextRunAt };
  if (job.missedPolicy === 'skip') return { run: null, nextRunAt };
  return { run: { scheduledFor: due, trigger: 'missed' }, nextRunAt };
}

/** The wait before attempt `nextAttempt` (2, 3, …): the back-off doubled for each attempt before. */
export function retryDelayMs(backoffSeconds: number, failedAttempt: number): number {
  return backoffSeconds * 1000 * 2 ** (failedAttempt - 1);
}
