import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { BUILT_IN_JOB_NAMES } from '@workbench/contracts';
import type { ChangeContext } from '../../platform/events/in-transaction';
import type { JobKindDefinition } from '../../platform/scheduler/scheduler';
import { deleteTasksCreatedBefore, timeOutTasksCreatedBefore } from './exports.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Export tasks and their files are kept this long (the longest download window is a week). */
export const EXPORT_RETENTION_MS = 7 * DAY_MS;

export interface ExportCleanupDeps extends ChangeContext {
  timeoutMs: number;
}

export interface ExportCleanupResult {
  timedOut: number;
  removedTasks: number;
}

/**
 * Keeps the export tables from growing without bound, and the task list truthful:
 * - unfinished tasks past the time limit become timed out (those stored before leases existed
 *   have no lease for the orphan recovery to see, see export-recovery.ts);
 * - tasks older than a week are deleted, and their files with them (export_files cascades).
 * Each step is one conditional statement, so instances that run it at the same time do no harm:
 * a row is changed or deleted by whichever gets to it first, and the others find nothing to do.
 */
export async function cleanUpExports(deps: ExportCleanupDeps, now = new Date()): Promise<ExportCleanupResult> {
  const stale = await timeOutTasksCreatedBefore(deps.db, new Date(now.getTime() - deps.timeoutMs));
  const userIds = new Set(stale.map((task) => task.userId));
  await deps.events.publish(...[...userIds].map((userId) => ({ type: 'downloadTask.changed' as const, userId })));
  const deleted = await deleteTasksCreatedBefore(deps.db, new Date(now.getTime() - EXPORT_RETENTION_MS));
  return { timedOut: stale.length, removedTasks: deleted.length };
}

/**
 * Removes DATA_DIR/exports, where earlier versions wrote export files: they can no longer be
 * downloaded from anywhere. Done at each start (it costs nothing once the folder is gone).
 */
export async function removeLegacyExportFolder(dataDir: string): Promise<void> {
  await rm(join(dataDir, 'exports'), { recursive: true, force: true });
}

/**
 * `exports.cleanUpFiles`: the clean-up as a built-in job, once a day (and once after downtime
 * that missed it), on one instance at a time.
 */
export function exportCleanUp(deps: ExportCleanupDeps): JobKindDefinition {
  return {
    kind: 'exports.cleanUpFiles',
    creatable: false,
    builtIn: [{ key: 'exports.cleanUpFiles', name: BUILT_IN_JOB_NAMES['exports.cleanUpFiles'], cron: '0 3 * * *' }],
    async run(context) {
      const result = await cleanUpExports(deps);
      context.log(`${result.timedOut} unfinished export tasks timed out, ${result.removedTasks} old tasks deleted`);
    },
  };
}
