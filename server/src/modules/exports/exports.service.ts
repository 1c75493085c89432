import {
  API_PATHS,
  type CoreLanguage,
  DOWNLOAD_TASK_STATUS,
  type DownloadTaskGroup,
  type DownloadWindowDays,
  type EventExportRequest,
  type ExportMenusRequest,
  type ExportTaskStarted,
} from '@workbench/contracts';
import type { Db } from '../../db/client';
import type { UserGrants } from '../../platform/auth/grant-reader';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { ChangeContext } from '../../platform/events/in-transaction';
import { isUuid } from '../../platform/ids';
import { assertApplicationExists, findApplicationNames } from '../catalogue/applications/applications.service';
import { getAllMenusOfApplication } from '../catalogue/menus/menus.service';
import { countEventsToExport } from '../events/events.service';
import { EVENT_EXPORT_ROWS_MAX, listEventListEntries } from './event-list-entries';
import { eventListSheet } from './event-list-sheet';
import { exportFileName } from './export-file-names';
import type { ExportJob, ExportRunner } from './export-runner';
import {
  type ExportTaskRow,
  findExportFile,
  findTaskOfUser,
  insertExportTask,
  listTasksOfUserSince,
  type NewExportTask,
  RUNNING_STATUSES,
} from './exports.repository';
import { menuListSheet } from './menu-list-sheet';
import { listUserListEntries } from './user-list-entries';
import { userListSheet } from './user-list-sheet';

export interface ExportDeps extends ChangeContext {
  runner: ExportRunner;
  timeoutMs: number;
}

/**
 * What the download-task hub asks for (the hub is wired to this in the app, outside the module):
 * a user's task groups of the last `days` days, named in `language`.
 */
export interface DownloadTaskSource {
  groupsOf(userId: string, days: DownloadWindowDays, language: string): Promise<DownloadTaskGroup[]>;
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

/** Stores the task as preparing, publishes the change, and queues the work. */
async function startTask(
  deps: ExportDeps,
  task: NewExportTask,
  produce: ExportJob['produce'],
): Promise<ExportTaskStarted> {
  const row = await insertExportTask(deps.db, task);
  await deps.events.publish({ type: 'downloadTask.changed', userId: row.userId });
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
 * Starts exporting the event centre's filtered list as the caller sees it (their scope, read now).
 * A list longer than an export takes is refused at once, saying how long it is.
 */
export async function startEventExport(
  deps: ExportDeps,
  caller: { userId: string; grants: UserGrants },
  language: CoreLanguage,
  request: EventExportRequest,
): Promise<ExportTaskStarted> {
  const count = await countEventsToExport(deps.db, caller.grants, request);
  if (count > EVENT_EXPORT_ROWS_MAX) {
    throw badRequest('exports.tooManyEvents', { count, max: EVENT_EXPORT_ROWS_MAX });
  }
  return startTask(deps, { userId: caller.userId, kind: 'events', language, subjectNames: null }, async () =>
    eventListSheet(await listEventListEntries(deps.db, caller.grants, language, request), language),
  );
}

/**
 * The download-task hub's source: the user's tasks of the last `days` days, newest first, in
 * ONE group. TaskGroup carries no date or title, so groups per day could not be told apart in
 * the portal; the file names carry the date and time. No tasks: no group, so the top bar's
 * badge shows only while there is something in the list.
 */
export function downloadTaskSource(deps: { db: Db; timeoutMs: number }): DownloadTaskSource {
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
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * A finished export of the caller's, for download. Unknown ids and other users' tasks are the
 * same 404; an export that is not (or no longer) finished is a 409 saying which.
 */
export async function openExportDownload(
  deps: { db: Db; timeoutMs: number },
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
  // Complete tasks of versions that kept files on disk have none here.
  const file = await findExportFile(deps.db, task.id);
  if (!file) throw notFound('exports.fileMissing');
  return { fileName: exportFileName(task, language), contentType: file.contentType, bytes: file.bytes };
}
