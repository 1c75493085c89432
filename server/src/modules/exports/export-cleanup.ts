import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ChangeContext } from '../../platform/events/in-transaction';
import { runNowAndEvery } from './export-schedule';
import { deleteTasksCreatedBefore, timeOutTasksCreatedBefore } from './exports.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Export tasks and their files are kept this long (the longest download window is a week). */
export const EXPORT_RETENTION_MS = 7 * DAY_MS;
/** How often the cleanup runs besides at start. */
export const EXPORT_CLEANUP_INTERVAL_MS = DAY_MS;

export interface ExportCleanupDeps extends ChangeContext {
  timeoutMs: number;
  /** DATA_DIR: earlier versions kept export files in DATA_DIR/exports, removed here. */
  dataDir?: string;
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
  // The files of a version that wrote them to disk can no longer be downloaded from anywhere.
  if (deps.dataDir) await rm(join(deps.dataDir, 'exports'), { recursive: true, force: true });
  return { timedOut: stale.length, removedTasks: deleted.length };
}

/** Cleans up now (awaited, so a start leaves no stale task behind) and then once a day. */
export function scheduleExportCleanup(deps: ExportCleanupDeps, log: Pick<FastifyBaseLogger, 'error'>) {
  return runNowAndEvery(() => cleanUpExports(deps), EXPORT_CLEANUP_INTERVAL_MS, log, 'export cleanup');
}
