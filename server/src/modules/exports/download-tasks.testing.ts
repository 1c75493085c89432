import type { HubConnection } from '@microsoft/signalr';
import { type DownloadTask, type DownloadTaskGroup, downloadTaskGroupsSchema, HUBS } from '@workbench/contracts';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import type { SignedIn } from '../../../test/helper';
import { connectHub } from '../../../test/hubs';

/*
 * For the exports tests: following a user's tasks on the download-task hub with the official
 * client, as the portal's top bar does, and reading the workbook a download answers.
 */

/** Every task list the download-task hub pushes to a connection (SendMessage), in order. */
export class TaskLists {
  readonly received: DownloadTaskGroup[][] = [];

  constructor(connection: HubConnection) {
    connection.on(HUBS.downloads.server.sendMessage, (json: unknown) => {
      expect(typeof json).toBe('string');
      this.received.push(downloadTaskGroupsSchema.parse(JSON.parse(json as string)));
    });
  }

  /** The task as each push since push number `from` showed it. */
  taskIn(id: string, from = 0): (DownloadTask | undefined)[] {
    return this.received
      .slice(from)
      .map((groups) => groups.flatMap((group) => group.taskList).find((task) => task.fileUrl.endsWith(id)));
  }

  /** Waits for a push that shows the task at `status`. */
  async waitFor(id: string, status: number, timeoutMs = 10_000): Promise<DownloadTask> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.taskIn(id).find((task) => task?.taskStatus === status);
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`task ${id} never showed ${status}: ${JSON.stringify(this.taskIn(id))}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

export async function followTasks(baseUrl: string, as: SignedIn, lang = 'en') {
  const connection = await connectHub(baseUrl, HUBS.downloads.path, as.accessToken);
  const lists = new TaskLists(connection);
  const subscription = { lang, typeName: 'DownLoadTaskByUser', days: 1, userId: String(decodeJwt(as.accessToken).sub) };
  await connection.invoke(HUBS.downloads.client.mainConnected, subscription);
  return { connection, lists, subscription };
}

/** The workbook a download answered. */
export async function workbookOf(response: LightMyRequestResponse): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook;
}

/** A sheet's rows as plain arrays, header first. */
export function rowsOf(workbook: ExcelJS.Workbook, sheetName: string): unknown[][] {
  const sheet = workbook.getWorksheet(sheetName);
  expect(sheet, `sheet ${sheetName}`).toBeDefined();
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}
