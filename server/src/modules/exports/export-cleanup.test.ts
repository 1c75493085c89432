import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOWNLOAD_TASK_STATUS } from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, describeWithDb } from '../../../test/helper';
import { users } from '../identity/identity.table';
import { cleanUpExports } from './export-cleanup';
import { exportTasks } from './exports.table';

const { exporting, complete, timedOut } = DOWNLOAD_TASK_STATUS;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describeWithDb('the cleanup of old exports', () => {
  let app: FastifyInstance;
  let adminId: string;
  let directory: string;

  beforeAll(async () => {
    app = await createTestApp();
    const [admin] = await app.db.select({ id: users.id }).from(users).where(eq(users.userName, 'admin'));
    adminId = admin?.id ?? '';
    directory = await mkdtemp(join(tmpdir(), 'wb-exports-'));
  });
  afterAll(async () => {
    await app?.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('removes tasks and files older than a week, leftovers of crashes, and times out abandoned tasks', async () => {
    const now = new Date();
    const task = async (createdAt: Date, status: number) => {
      const [row] = await app.db
        .insert(exportTasks)
        .values({ userId: adminId, kind: 'users', language: 'en', status, createdAt })
        .returning();
      return row?.id ?? '';
    };
    const file = async (name: string, modifiedAt = now) => {
      await writeFile(join(directory, name), 'xlsx');
      await utimes(join(directory, name), modifiedAt, modifiedAt);
    };
    const old = await task(new Date(now.getTime() - 8 * DAY), complete);
    const recent = await task(new Date(now.getTime() - 6 * DAY), complete);
    const abandoned = await task(new Date(now.getTime() - 2 * HOUR), exporting);
    const running = await task(new Date(now.getTime() - 1_000), exporting);
    const orphan = randomUUID();
    await file(`${old}.xlsx`);
    await file(`${recent}.xlsx`);
    await file(`${orphan}.xlsx`);
    await file(`${recent}.xlsx.0a1b2c.tmp`, new Date(now.getTime() - 2 * HOUR));
    await file(`${running}.xlsx.3d4e5f.tmp`);
    await file('README.txt');
    const announce = vi.spyOn(app.realtime, 'announce');

    const result = await cleanUpExports({ db: app.db, realtime: app.realtime, directory, timeoutMs: HOUR }, now);

    expect(result).toEqual({ timedOut: 1, removedTasks: 1, removedFiles: 3 });
    expect((await readdir(directory)).sort()).toEqual(
      [`${recent}.xlsx`, `${running}.xlsx.3d4e5f.tmp`, 'README.txt'].sort(),
    );
    const rows = await app.db.select({ id: exportTasks.id, status: exportTasks.status }).from(exportTasks);
    expect(new Map(rows.map((row) => [row.id, row.status]))).toEqual(
      new Map([
        [recent, complete],
        [abandoned, timedOut],
        [running, exporting],
      ]),
    );
    // The abandoned task's owner sees it change.
    expect(announce).toHaveBeenCalledWith('downloads', { kind: 'users', userIds: [adminId] }, 'tasksChanged', null);
    vi.restoreAllMocks();
  });

  it('runs when the service starts', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'wb-data-'));
    const leftover = join(dataDir, 'exports', `${randomUUID()}.xlsx`);
    await mkdir(join(dataDir, 'exports'));
    await writeFile(leftover, 'xlsx');
    const started = await createTestApp({ dataDir });
    try {
      expect(await readdir(join(dataDir, 'exports'))).toEqual([]);
    } finally {
      await started.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
