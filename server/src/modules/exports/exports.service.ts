import { stat } from 'node:fs/promises';
import {
  API_PATHS,
  type CoreLanguage,
  DOWNLOAD_TASK_STATUS,
  type DownloadTaskGroup,
  type DownloadWindowDays,
  type ExportMenusRequest,
  type ExportTaskStarted,
} from '@workbench/contracts';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../platform/errors';
import { announceDownloadTasksChanged, type DownloadTaskSource } from '../../realtime/hubs/downloads-hub';
import type { Realtime } from '../../realtime/realtime';
import { assertApplicationExists } from '../applications/applications.service';
import { getAllMenusOfApplication } from '../menus/menus.service';
import { isUuid } from '../roles/grants.service';
import { exportFileName } from './export-file-names';
import { exportFilePath } from './export-files';
import type { ExportJob, ExportRunner } from './export-runner';
import {
  type ExportTaskRow,
  findApplicationNames,
  findTaskOfUser,
  insertExportTask,
  listTasksOfUserSince,
  listUserListEntries,
  type NewExportTask,
  RUNNING_STATUSES,
} from './exports.repository';
import { menuListSheet } from './menu-list-sheet';
import { userListSheet } from './user-list-sheet';

export interface ExportDeps {
  db: Db;
  realtime: Realtime;
  runner: ExportRunner;
  /** DATA_DIR/exports */
  directory: string;
  timeoutMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The status a user sees. An unfinished task past its time limit counts as timed out even when
 * no process is left to record it (the server stopped while it ran); the cleanup stores that.
 */
export function visibleStatus(task: ExportTaskRow, timeoutMs: number, now = Date.now()): number {
  const running = (RUNNING_STATUSES as readonly number[]).includes(task.status);
  return running && task.createdAt.getTime() + timeoutMs <= now ? DOWNLOAD_TASK_STATUS.timedOut : task.status;
}

/** The authenticated address a finished export is downloaded from (TaskGroup.fileUrl). */
export function downloadAddress(taskId: string): string {
  return `${API_PATHS.downloadTasks.download}?id=${encodeURIComponent(taskId)}`;
}

/** Stores the task as preparing, tells the user's download-task connections, and queues the work. */
async function startTask(
  deps: ExportDeps,
  task: NewExportTask,
  produce: ExportJob['produce'],
): Promise<ExportTaskStarted> {
  const row = await insertExportTask(deps.db, task);
  announceDownloadTasksChanged(deps.realtime, row.userId);
  deps.runner.enqueue({ taskId: row.id, userId: row.userId, produce });
  return { id: row.id, taskStatus: row.status };
}

/** Starts exporting every user (user management's list), written in `language`. */
export function startUserExport(deps: ExportDeps, userId: string, language: CoreLanguage): Promise<ExportTaskStarted> {
  return startTask(deps, { userId, kind: 'users', language, subjectNames: null }, async () =>
    userListSheet(await listUserListEntries(deps.db), language),
  );
}

/**
 * Starts exporting an application's menu tree. The application-management permission covers
 * every application, so an unknown one is a 404 at once rather than a failed task.
 */
export async function startMenuExport(
  deps: ExportDeps,
  userId: string,
  language: CoreLanguage,
  request: ExportMenusRequest,
): Promise<ExportTaskStarted> {
  await assertApplicationExists(deps.db, request.applicationId);
  const names = await findApplicationNames(deps.db, request.applicationId);
  if (!names) throw notFound('applications.notFound');
  return startTask(deps, { userId, kind: 'menus', language, subjectNames: names }, async () =>
    menuListSheet(await getAllMenusOfApplication(deps.db, request.applicationId, request.isPda), language),
  );
}

/**
 * The download-task hub's source: the user's tasks of the last `days` days, newest first, in
 * ONE group. TaskGroup carries no date or title, so groups per day could not be told apart in
 * the portal; the file names carry the date and time. No tasks: no group, so the top bar's
 * badge shows only while there is something in the list.
 */
export function downloadTaskSource(deps: Pick<ExportDeps, 'db' | 'timeoutMs'>): DownloadTaskSource {
  return {
    async groupsOf(userId: string, days: DownloadWindowDays, language: string): Promise<DownloadTaskGroup[]> {
      if (!isUuid(userId)) return [];
      const now = Date.now();
      const tasks = await listTasksOfUserSince(deps.db, userId, new Date(now - days * DAY_MS));
      if (tasks.length === 0) return [];
      return [
        {
          taskList: tasks.map((task) => ({
            fileName: exportFileName(task, language),
            fileUrl: downloadAddress(task.id),
            taskStatus: visibleStatus(task, deps.timeoutMs, now),
          })),
        },
      ];
    },
  };
}

export interface ExportDownload {
  path: string;
  fileName: string;
  size: number;
}

/**
 * A finished export of the caller's, for download. Unknown ids and other users' tasks are the
 * same 404; an export that is not (or no longer) finished is a 409 saying which.
 */
export async function openExportDownload(
  deps: Pick<ExportDeps, 'db' | 'directory' | 'timeoutMs'>,
  userId: string,
  taskId: string,
  language: CoreLanguage,
): Promise<ExportDownload> {
  const task = isUuid(taskId) ? await findTaskOfUser(deps.db, userId, taskId) : undefined;
  if (!task) throw notFound('exports.taskNotFound');
  const status = visibleStatus(task, deps.timeoutMs);
  if (status === DOWNLOAD_TASK_STATUS.preparing || status === DOWNLOAD_TASK_STATUS.exporting) {
    throw conflict('exports.notReady');
  }
  if (status !== DOWNLOAD_TASK_STATUS.complete) throw conflict('exports.notAvailable');
  const path = exportFilePath(deps.directory, task.id);
  const file = await stat(path).catch(() => undefined);
  if (!file?.isFile()) throw notFound('exports.fileMissing');
  return { path, fileName: exportFileName(task, language), size: file.size };
}
