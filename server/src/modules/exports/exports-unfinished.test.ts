import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { HubConnection } from '@microsoft/signalr';
import { API_PATHS, DOWNLOAD_TASK_STATUS } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, describeWithDb, loginAs, post } from '../../../test/helper';
import { listen } from '../../../test/hubs';
import { followTasks } from './download-tasks.testing';

const { complete, failed, timedOut } = DOWNLOAD_TASK_STATUS;

describeWithDb('exports that cannot finish', () => {
  let app: FastifyInstance | undefined;
  let connection: HubConnection | undefined;

  afterEach(async () => {
    await connection?.stop().catch(() => undefined);
    await app?.close();
  });

  async function exportUsers(
    env: Record<string, string> = {},
    prepare: (app: FastifyInstance) => Promise<void> = async () => {},
  ) {
    app = await createTestApp({ env });
    await prepare(app);
    const admin = await loginAs(app, 'admin', ADMIN_PASSWORD);
    const followed = await followTasks(await listen(app), admin);
    connection = followed.connection;
    const response = await post(app, API_PATHS.downloadTasks.exportUsers, undefined, { as: admin });
    expect(response.statusCode, response.body).toBe(200);
    return { app, admin, lists: followed.lists, id: response.json().data.id as string };
  }

  it('fail (20) when the file cannot be written, and offer nothing to download', async () => {
    // DATA_DIR/exports cannot be made: a file is in the way.
    const started = await exportUsers({}, (app) => writeFile(join(app.config.dataDir, 'exports'), 'not a folder'));
    expect(await started.lists.waitFor(started.id, failed)).toMatchObject({ taskStatus: failed });
    expect(started.lists.taskIn(started.id).map((task) => task?.taskStatus)).not.toContain(complete);
    const response = await started.app.inject({
      method: 'GET',
      url: `${API_PATHS.downloadTasks.download}?id=${started.id}`,
      headers: started.admin.headers,
    });
    expect(response.statusCode).toBe(409);
  });

  it('time out (30) past EXPORT_TIMEOUT_MS, and offer nothing to download', async () => {
    const started = await exportUsers({ EXPORT_TIMEOUT_MS: '1' });
    expect(await started.lists.waitFor(started.id, timedOut)).toMatchObject({ taskStatus: timedOut });
    expect(started.lists.taskIn(started.id).map((task) => task?.taskStatus)).not.toContain(complete);
    const response = await started.app.inject({
      method: 'GET',
      url: `${API_PATHS.downloadTasks.download}?id=${started.id}`,
      headers: started.admin.headers,
    });
    expect(response.statusCode).toBe(409);
    const files = await readdir(join(started.app.config.dataDir, 'exports')).catch(() => []);
    expect(files).toEqual([]);
  });
});
