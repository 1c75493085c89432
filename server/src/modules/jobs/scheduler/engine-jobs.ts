import type { JobKind } from '@workbench/contracts';
import type { Db } from '../../../db/client';
import { deleteKeyedOneOff, insertJobIfMissing, upsertKeyedOneOff } from './job-runs.repository';
import type { AnyKindDefinition } from './kind-registry';
import { firstOccurrence } from './occurrence-plan';

export interface OneOffInput {
  key: string;
  kind: JobKind;
  name: string;
  runAt: Date;
  params?: object;
}

/**
 * The built-in jobs of the registered kinds, each created once by its key: instances starting at
 * the same time each try, and the unique key lets one of them write it. A built-in job already
 * there is left as the administrator has set it (schedule, pause, time-out).
 */
export async function createBuiltInJobs(
  db: Db,
  kinds: readonly AnyKindDefinition[],
  timeZone: string,
  now: Date,
): Promise<void> {
  for (const kind of kinds) {
    for (const builtIn of kind.builtIn ?? []) {
      await insertJobIfMissing(db, {
        key: builtIn.key,
        name: builtIn.name,
        kind: kind.kind,
        params: {},
        cron: builtIn.cron,
        timeZone,
        missedPolicy: 'runOnce',
        timeoutSeconds: builtIn.timeoutSeconds ?? 300,
        builtIn: true,
        nextRunAt: firstOccurrence({ cron: builtIn.cron, runAt: null, timeZone }, now),
      });
    }
  }
}

/** A module's one-off, kept under its key: created, or moved to its new time. Answers the job's id. */
export function putOneOff(db: Db, input: OneOffInput, timeZone: string): Promise<string | undefined> {
  return upsertKeyedOneOff(db, {
    key: input.key,
    name: input.name,
    kind: input.kind,
    params: { ...(input.params ?? {}) } as Record<string, unknown>,
    cron: null,
    runAt: input.runAt,
    timeZone,
    missedPolicy: 'runOnce',
    nextRunAt: input.runAt,
  });
}

export function deleteOneOff(db: Db, key: string): Promise<string | undefined> {
  return deleteKeyedOneOff(db, key);
}
