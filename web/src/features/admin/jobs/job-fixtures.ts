import type { Job, JobRun } from '@workbench/contracts';

/** A job as the list and get answer it: a weekday morning clean-up on the plant's clock. */
export function jobRow(id: string, name: string, extra: Partial<Job> = {}): Job {
  return {
    id,
    name,
    description: '',
    kind: 'exports.cleanUpFiles',
    params: {},
    hasSecret: false,
    cron: '0 6 * * 1-5',
    runAt: null,
    timeZone: 'Asia/Shanghai',
    missedPolicy: 'runOnce',
    timeoutSeconds: 300,
    retries: 0,
    retryBackoffSeconds: 30,
    paused: false,
    builtIn: false,
    nextRunAt: '2026-12-01T22:00:00.000Z',
    lastRun: null,
    running: false,
    creationTime: '2026-11-20T08:00:00.000Z',
    ...extra,
  };
}

export function jobRun(id: string, extra: Partial<JobRun> = {}): JobRun {
  return {
    id,
    jobId: 'job-nightly',
    scheduledFor: '2026-11-30T22:00:00.000Z',
    trigger: 'schedule',
    attempt: 1,
    startedAt: '2026-11-30T22:00:01.000Z',
    endedAt: '2026-11-30T22:00:03.500Z',
    durationMs: 2500,
    outcome: 'succeeded',
    error: null,
    log: [],
    ...extra,
  };
}

export const KINDS_ANSWER = {
  timeZone: 'Asia/Shanghai',
  kinds: [
    { kind: 'exports.cleanUpFiles', allowOverlap: false, creatable: false },
    { kind: 'integrations.callAddress', allowOverlap: false, creatable: true },
    { kind: 'integrations.sendReport', allowOverlap: false, creatable: true },
  ],
} as const;
