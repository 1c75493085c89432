import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HubConnection } from '@microsoft/signalr';
import { API_PATHS, DOWNLOAD_TASK_STATUS } from '@workbench/contracts';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_PASSWORD, describeWithDb, loginAs, post, type SignedIn } from '../../../test/helper';
import { listen } from '../../../test/hubs';
import { openTestDatabase } from '../../../test/test-database';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { followTasks } from './download-tasks.testing';
import { failOrphanedExports, ORPHANED_FAILURE } from './export-recovery';
import { exportTasks } from './exports.table';

const { complete, exporting, failed } = DOWNLOAD_TASK_STATUS;

/**
 * Several instances of the service on one database, each with a data folder of its own (as on
 * separate machines). The database is closed when the last of them closes.
 */
class Instances {
  private readonly dataDirs: string[] = [];
  private open = 0;

  private constructor(private readonly database: Database) {}

  static async onOneDatabase(): Promise<Instances> {
    return new Instances(await openTestDatabase());
  }

  async start(): Promise<FastifyInstance> {
    const dataDir = await mkdtemp(join(tmpdir(), 'wb-instance-'));
    this.dataDirs.push(dataDir);
    const config = loadConfig({
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      WEB_DIST_DIR: join(dataDir, 'web-dist'),
      LOG_LEVEL: 'silent',
    });
    this.open += 1;
    const shared: Database = {
      ...this.database,
      close: async () => {
        this.open -= 1;
        if (this.open === 0) await this.database.close();
      },
    };
    return buildApp(config, { database: shared, logger: false });
  }

  async removeDataDirs(): Promise<void> {
    await Promise.all(this.dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }
}

describeWithDb('exports on several instances', () => {
  let instances: Instances;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let admin: SignedIn;
  let connection: HubConnection | undefined;

  beforeAll(async () => {
    instances = await Instances.onOneDatabase();
    a = await instances.start();
    b = await instances.start();
    admin = await loginAs(a, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await connection?.stop().catch(() => undefined);
    await a?.close();
    await b?.close();
    await instances?.removeDataDirs();
  });

  const orphanOf = async (app: FastifyInstance, userId: string) => {
    const [row] = await app.db
      .insert(exportTasks)
      .values({
        userId,
        kind: 'users',
        language: 'en',
        status: exporting,
        leaseExpiresAt: sql`now() - interval '1 second'`,
      })
      .returning();
    return row?.id ?? '';
  };
  const statusOf = async (app: FastifyInstance, id: string) =>
    (await app.db.select().from(exportTasks).where(eq(exportTasks.id, id)))[0];

  it('download an export started on one instance from another', async () => {
    const followed = await followTasks(await listen(a), admin);
    connection = followed.connection;
    const started = await post(a, API_PATHS.downloadTasks.exportUsers, undefined, { as: admin });
    expect(started.statusCode, started.body).toBe(200);
    const { id } = started.json().data as { id: string };
    await followed.lists.waitFor(id, complete);

    const response = await b.inject({
      method: 'GET',
      url: `${API_PATHS.downloadTasks.download}?id=${id}`,
      headers: { ...admin.headers, 'accept-language': 'en' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    // The header row, then the one account there is.
    const userNames = workbook.worksheets[0]?.getColumn(1).values.slice(2);
    expect(userNames).toEqual(['admin']);
  });

  it('fail a task whose instance stopped exactly once, however many instances look for it', async () => {
    const id = await orphanOf(a, String(decodeJwt(admin.accessToken).sub));
    const counts = await Promise.all([
      failOrphanedExports({ db: a.db, events: a.events }),
      failOrphanedExports({ db: b.db, events: b.events }),
    ]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(await statusOf(a, id)).toMatchObject({ status: failed, failure: ORPHANED_FAILURE });
  });

  it('fail the orphaned tasks they find when they start', async () => {
    const id = await orphanOf(a, String(decodeJwt(admin.accessToken).sub));
    const c = await instances.start();
    try {
      expect(await statusOf(c, id)).toMatchObject({ status: failed, failure: ORPHANED_FAILURE });
    } finally {
      await c.close();
    }
  });
});
