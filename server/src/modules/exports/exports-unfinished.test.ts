import type { HubConnection } from '@microsoft/signalr';
import { API_PATHS, DOWNLOAD_TASK_STATUS } from '@workbench/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, describeWithDb, loginAs, post } from '../../../test/helper';
import { listen } from '../../../test/hubs';
import { followTasks } from './download-tasks.testing';
import { failOrphanedExports, ORPHANED_FAILURE } from './export-recovery';
import { exportFiles, exportTasks } from './exports.table';

const { complete, exporting, failed, timedOut } = DOWNLOAD_TASK_STATUS;

describeWithDb('exports that cannot finish', () => {
  let app: FastifyInstance | undefined;
  let connection: HubConnection | undefined;

  afterEach(async () => {
    await connection?.stop().catch(() => undefined);
    await app?.close();
  });

  async function exportUsers(env: Record<string, string> = {}) {
    app = await createTestApp({ env });
    const admin = await loginAs(app, 'admin', ADMIN_PASSWORD);
    const followed = await followTasks(await listen(app), admin);
    connection = followed.connection;
    const response = await post(app, API_PATHS.downloadTasks.exportUsers, undefined, { as: admin });
    expect(response.statusCode, response.body).toBe(200);
    return {
      app,
      admin,
      userId: followed.subscription.userId,
      lists: followed.lists,
      id: response.json().data.id as string,
    };
  }

  it('fail (20) with a reason once the instance running them stopped, and offer nothing to download', async () => {
    const started = await exportUsers();
    await started.lists.waitFor(started.id, complete);
    // What an instance killed in the middle of an export leaves behind: a task exporting, whose
    // lease nobody renews any more.
    const [orphan] = await started.app.db
      .insert(exportTasks)
      .values({
        userId: started.userId,
        kind: 'users',
        language: 'en',
        status: exporting,
        leaseExpiresAt: sql`now() - interval '1 second'`,
      })
      .returning();
    const id = orphan?.id ?? '';

    expect(await failOrphanedExports({ db: started.app.db, events: started.app.events })).toBe(1);

    expect(await started.lists.waitFor(id, failed)).toMatchObject({ taskStatus: failed });
    const [row] = await started.app.db.select().from(exportTasks).where(eq(exportTasks.id, id));
    expect(row?.failure).toBe(ORPHANED_FAILURE);
    const response = await started.app.inject({
      method: 'GET',
      url: `${API_PATHS.downloadTasks.download}?id=${id}`,
      headers: started.admin.headers,
    });
    expect(response.statusCode).toBe(409);
    // The finished task of the instance that is still running is left alone.
    expect(started.lists.taskIn(started.id).at(-1)?.taskStatus).toBe(complete);
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
    expect(await started.app.db.select().from(exportFiles).where(eq(exportFiles.taskId, started.id))).toEqual([]);
  });
});
