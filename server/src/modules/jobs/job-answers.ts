import type { Job, JobRun } from '@workbench/contracts';
import type { JobRow, JobRunRow } from './jobs.repository';

/** A job as answered: its secret left out (only whether one is set). */
export function jobOf(row: JobRow, lastRun: JobRunRow | undefined, running: boolean): Job {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    kind: row.kind,
    params: row.params,
    hasSecret: row.secret !== null,
    cron: row.cron,
    runAt: row.cron ? null : (row.runAt?.toISOString() ?? null),
    timeZone: row.timeZone,
    missedPolicy: row.missedPolicy,
    timeoutSeconds: row.timeoutSeconds,
    retries: row.retries,
    retryBackoffSeconds: row.retryBackoffSeconds,
    paused: row.paused,
    builtIn: row.builtIn,
    nextRunAt: row.paused ? null : (row.nextRunAt?.toISOString() ?? null),
    lastRun: lastRun
      ? { outcome: lastRun.outcome, startedAt: lastRun.startedAt.toISOString(), durationMs: lastRun.durationMs }
      : null,
    running,
    creationTime: row.createdAt.toISOString(),
  };
}

export function runOf(row: JobRunRow): JobRun {
  return {
    id: row.id,
    jobId: row.jobId,
    scheduledFor: row.scheduledFor.toISOString(),
    trigger: row.trigger,
    attempt: row.attempt,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    durationMs: row.durationMs,
    outcome: row.outcome,
    error: row.error,
    log: row.log,
  };
}
