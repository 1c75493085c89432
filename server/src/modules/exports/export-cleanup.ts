import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { announceDownloadTasksChanged } from '../../realtime/hubs/downloads-hub';
import type { Realtime } from '../../realtime/realtime';
import { exportFilePath } from './export-files';
import { deleteTasksCreatedBefore, listExistingTaskIds, timeOutTasksCreatedBefore } from './exports.repository';
import { TEMPORARY_SUFFIX } from './workbook-file';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Export tasks and their files are kept this long (the longest download window is a week). */
export const EXPORT_RETENTION_MS = 7 * DAY_MS;
/** How often the cleanup runs besides at start. */
export const EXPORT_CLEANUP_INTERVAL_MS = DAY_MS;

const EXPORT_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.xlsx$/i;

export interface ExportCleanupDeps {
  db: Db;
  realtime: Realtime;
  directory: string;
  timeoutMs: number;
}

export interface ExportCleanupResult {
  timedOut: number;
  removedTasks: number;
  removedFiles: number;
}

async function entriesOf(directory: string): Promise<string[]> {
  try {
    return await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Keeps DATA_DIR/exports from growing without bound, and the task list truthful:
 * - unfinished tasks past the time limit (their server stopped while they ran) become timed out;
 * - tasks older than a week are deleted with their files;
 * - files no task owns any more (a task deleted elsewhere, the leftovers of a crash while a file
 *   was being written) are deleted.
 */
export async function cleanUpExports(deps: ExportCleanupDeps, now = new Date()): Promise<ExportCleanupResult> {
  const stale = await timeOutTasksCreatedBefore(deps.db, new Date(now.getTime() - deps.timeoutMs));
  for (const userId of new Set(stale.map((task) => task.userId))) announceDownloadTasksChanged(deps.realtime, userId);

  const deleted = await deleteTasksCreatedBefore(deps.db, new Date(now.getTime() - EXPORT_RETENTION_MS));
  let removedFiles = 0;
  const remove = async (path: string) => {
    await rm(path, { force: true });
    removedFiles += 1;
  };
  const present = new Set(await entriesOf(deps.directory));
  for (const id of deleted) {
    const name = `${id}.xlsx`;
    if (present.delete(name)) await remove(exportFilePath(deps.directory, id));
  }

  const fileIds = [...present].flatMap((name) => EXPORT_FILE.exec(name)?.[1] ?? []);
  const owned = await listExistingTaskIds(deps.db, fileIds);
  for (const id of fileIds) if (!owned.has(id)) await remove(exportFilePath(deps.directory, id));
  // A temporary file older than the time limit belongs to no export that can still finish.
  for (const name of present) {
    if (!name.endsWith(TEMPORARY_SUFFIX)) continue;
    const path = join(deps.directory, name);
    const file = await stat(path).catch(() => undefined);
    if (file && file.mtimeMs < now.getTime() - deps.timeoutMs) await remove(path);
  }
  return { timedOut: stale.length, removedTasks: deleted.length, removedFiles };
}

export interface ExportCleanupSchedule {
  /** Stops the daily runs and waits for one under way. */
  stop(): Promise<void>;
}

/**
 * Cleans up now (awaited, so a start leaves no stale task behind) and then once a day. A failed
 * run is logged and tried again the next day; it never stops the service.
 */
export async function scheduleExportCleanup(
  deps: ExportCleanupDeps,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<ExportCleanupSchedule> {
  const run = () =>
    cleanUpExports(deps).then(
      () => undefined,
      (error: unknown) => log.error({ err: error }, 'export cleanup failed'),
    );
  let running = run();
  await running;
  const daily = setInterval(() => {
    running = run();
  }, EXPORT_CLEANUP_INTERVAL_MS);
  daily.unref();
  return {
    async stop() {
      clearInterval(daily);
      await running;
    },
  };
}
