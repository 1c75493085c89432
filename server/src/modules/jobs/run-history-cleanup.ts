import { BUILT_IN_JOB_NAMES } from '@workbench/contracts';
import type { Db } from '../../db/client';
import type { JobKindDefinition } from '../../platform/scheduler/scheduler';
import { deleteRunsEndedBefore } from './scheduler/job-runs.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RunHistoryDeps {
  db: Db;
  /** JOB_HISTORY_DAYS. */
  historyDays: number;
  now(): Date;
}

/** Deletes the runs that ended more than JOB_HISTORY_DAYS ago; runs still going are kept. */
export async function cleanUpRunHistory(deps: RunHistoryDeps): Promise<number> {
  return deleteRunsEndedBefore(deps.db, new Date(deps.now().getTime() - deps.historyDays * DAY_MS));
}

/** `jobs.cleanUpRunHistory`: the run history is itself kept for a time, by a built-in job. */
export function runHistoryCleanUp(deps: RunHistoryDeps): JobKindDefinition {
  return {
    kind: 'jobs.cleanUpRunHistory',
    creatable: false,
    builtIn: [
      { key: 'jobs.cleanUpRunHistory', name: BUILT_IN_JOB_NAMES['jobs.cleanUpRunHistory'], cron: '30 3 * * *' },
    ],
    async run(context) {
      const deleted = await cleanUpRunHistory(deps);
      context.log(`${deleted} runs that ended more than ${deps.historyDays} days ago deleted`);
    },
  };
}
