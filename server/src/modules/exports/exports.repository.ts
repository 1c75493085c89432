import { DOWNLOAD_TASK_STATUS, type DownloadTaskStatus } from '@workbench/contracts';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { EXPORT_LEASE_MS } from './export-lease';
import { exportFiles, exportTasks } from './exports.table';

export type ExportTaskRow = typeof exportTasks.$inferSelect;
export type NewExportTask = Pick<typeof exportTasks.$inferInsert, 'userId' | 'kind' | 'language' | 'subjectNames'>;

/** Statuses of a task that has not finished. */
export const RUNNING_STATUSES: readonly DownloadTaskStatus[] = [
  DOWNLOAD_TASK_STATUS.preparing,
  DOWNLOAD_TASK_STATUS.exporting,
];

/** The database's clock `ms` from now: leases are compared on one clock, whichever instance reads them. */
const fromNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** Stores a task as preparing, leased for `leaseMs` to the instance that will run it. */
export async function insertExportTask(
  db: DbOrTx,
  task: NewExportTask,
  leaseMs = EXPORT_LEASE_MS,
): Promise<ExportTaskRow> {
  const [row] = await db
    .insert(exportTasks)
    .values({ ...task, leaseExpiresAt: fromNow(leaseMs) })
    .returning();
  if (!row) throw new Error('the export task was not stored');
  return row;
}

/**
 * Moves a task to `to` only while its status is one of `from`, so that a late step never undoes
 * a time-out (or the other way round). True when this call made the change.
 */
export async function changeTaskStatus(
  db: DbOrTx,
  id: string,
  from: readonly DownloadTaskStatus[],
  to: DownloadTaskStatus,
  failure: string | null = null,
): Promise<boolean> {
  const changed = await db
    .update(exportTasks)
    .set({ status: to, failure, updatedAt: new Date() })
    .where(and(eq(exportTasks.id, id), inArray(exportTasks.status, [...from])))
    .returning({ id: exportTasks.id });
  return changed.length > 0;
}

export async function findTaskOfUser(db: DbOrTx, userId: string, id: string): Promise<ExportTaskRow | undefined> {
  const [row] = await db
    .select()
    .from(exportTasks)
    .where(and(eq(exportTasks.id, id), eq(exportTasks.userId, userId)))
    .limit(1);
  return row;
}

/** The user's tasks created at or after `since`, newest first. */
export async function listTasksOfUserSince(db: DbOrTx, userId: string, since: Date): Promise<ExportTaskRow[]> {
  return db
    .select()
    .from(exportTasks)
    .where(and(eq(exportTasks.userId, userId), gte(exportTasks.createdAt, since)))
    .orderBy(desc(exportTasks.createdAt), desc(exportTasks.id));
}

/** Extends the leases of the unfinished tasks among `ids` (their runner is alive). */
export async function renewLeases(db: DbOrTx, ids: readonly string[], leaseMs: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(exportTasks)
    .set({ leaseExpiresAt: fromNow(leaseMs) })
    .where(and(inArray(exportTasks.id, [...ids]), inArray(exportTasks.status, [...RUNNING_STATUSES])));
}

/**
 * Fails every unfinished task whose lease has run out: the instance that held it stopped. One
 * statement, so when several instances run it at once each task is failed by exactly one of them
 * (the others find its status changed and skip it). Answers the tasks this call failed.
 */
export async function failTasksWithExpiredLeases(
  db: DbOrTx,
  failure: string,
): Promise<{ id: string; userId: string }[]> {
  return db
    .update(exportTasks)
    .set({ status: DOWNLOAD_TASK_STATUS.failed, failure, leaseExpiresAt: null, updatedAt: new Date() })
    .where(and(inArray(exportTasks.status, [...RUNNING_STATUSES]), lt(exportTasks.leaseExpiresAt, sql`now()`)))
    .returning({ id: exportTasks.id, userId: exportTasks.userId });
}

export interface StoredExportFile {
  contentType: string;
  size: number;
  bytes: Buffer;
}

export async function insertExportFile(db: DbOrTx, taskId: string, file: StoredExportFile): Promise<void> {
  await db.insert(exportFiles).values({ taskId, ...file });
}

export async function findExportFile(db: DbOrTx, taskId: string): Promise<StoredExportFile | undefined> {
  const [row] = await db
    .select({ contentType: exportFiles.contentType, size: exportFiles.size, bytes: exportFiles.bytes })
    .from(exportFiles)
    .where(eq(exportFiles.taskId, taskId))
    .limit(1);
  return row;
}

/** Deletes every task created before `cutoff`; answers their ids (their files go too). */
export async function deleteTasksCreatedBefore(db: DbOrTx, cutoff: Date): Promise<string[]> {
  const deleted = await db
    .delete(exportTasks)
    .where(lt(exportTasks.createdAt, cutoff))
    .returning({ id: exportTasks.id });
  return deleted.map((row) => row.id);
}

/** Unfinished tasks created before `cutoff` can no longer finish in time: they are timed out. */
export async function timeOutTasksCreatedBefore(db: DbOrTx, cutoff: Date): Promise<{ id: string; userId: string }[]> {
  return db
    .update(exportTasks)
    .set({ status: DOWNLOAD_TASK_STATUS.timedOut, updatedAt: new Date() })
    .where(and(inArray(exportTasks.status, [...RUNNING_STATUSES]), lt(exportTasks.createdAt, cutoff)))
    .returning({ id: exportTasks.id, userId: exportTasks.userId });
}
