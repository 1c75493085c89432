import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOWNLOAD_TASK_STATUS } from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, describeWithDb } from '../../../test/helper';
import { users } from '../access/users.table';
import { cleanUpExports } from './export-cleanup';
import { insertExportFile } from './exports.repository';
import { exportFiles, exportTasks } from './exports.table';

const { exporting, complete, timedOut } = DOWNLOAD_TASK_STATUS;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describeWithDb('the cleanup of old exports', () => {
  let app: FastifyInstance;
  let adminId: string;

  beforeAll(async () => {
    app = await createTestApp();
    const [admin] = await app.db.select({ id: users.id }).from(users).where(eq(users.userName, 'admin'));
    adminId = admin?.id ?? '';
  });
  afterAll(() => app?.close());

  it('removes tasks and files older than a week, times out abandoned tasks, and is harmless run twice', async () => {
    const now = new Date();
    const task = async (createdAt: Date, status: number) => {
      const [row] = await app.db
        .insert(exportTasks)
        .values({ userId: adminId, kind: 'users', language: 'en', status, createdAt })
        .returning();
      const id = row?.id ?? '';
      if (status === complete) {
        await insertExportFile(app.db, id, { contentType: 'x', size: 4, bytes: Buffer.from('xlsx') });
      }
      return id;
    };
    await task(new Date(now.getTime() - 8 * DAY), complete);
    const recent = await task(new Date(now.getTime() - 6 * DAY), complete);
    const abandoned = await task(new Date(now.getTime() - 2 * HOUR), exporting);
    const running = await task(new Date(now.getTime() - 1_000), exporting);
    const publish = vi.spyOn(app.events, 'publish');

    // Two instances cleaning up at the same moment.
    const results = await Promise.all([
      cleanUpExports({ db: app.db, events: app.events, timeoutMs: HOUR }, now),
      cleanUpExports({ db: app.db, events: app.events, timeoutMs: HOUR }, now),
    ]);

    expect(results.map((result) => result.timedOut).sort()).toEqual([0, 1]);
    expect(results.map((result) => result.removedTasks).sort()).toEqual([0, 1]);
    const rows = await app.db.select({ id: exportTasks.id, status: exportTasks.status }).from(exportTasks);
    expect(new Map(rows.map((row) => [row.id, row.status]))).toEqual(
      new Map([
        [recent, complete],
        [abandoned, timedOut],
        [running, exporting],
      ]),
    );
    const files = await app.db.select({ taskId: exportFiles.taskId }).from(exportFiles);
    expect(files.map((file) => file.taskId)).toEqual([recent]);
    // The abandoned task's owner sees it change.
    expect(publish).toHaveBeenCalledWith({ type: 'downloadTask.changed', userId: adminId });
    vi.restoreAllMocks();
  });

  it('removes the export folder earlier versions wrote to when the service starts', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'wb-data-'));
    await mkdir(join(dataDir, 'exports'));
    await writeFile(join(dataDir, 'exports', '0f0e2f1a-8f3e-4d4f-9a55-3a2f9b0c1d2e.xlsx'), 'xlsx');
    const started = await createTestApp({ dataDir });
    try {
      expect(await readdir(dataDir)).not.toContain('exports');
    } finally {
      await started.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
