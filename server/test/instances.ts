import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPostgres } from '../src/db/client';
import { listen } from './hubs';
import { createSharedPostgres, testDatabaseKind } from './test-database';

/**
 * Several instances need PostgreSQL and Redis; the PGlite run has neither to share. In the
 * PostgreSQL run the global setup has said clearly when either is missing.
 */
export const describeWithInstances = describe.skipIf(
  testDatabaseKind !== 'postgres' || !inject('postgresUrl') || !inject('redisUrl'),
);

export interface Instance {
  app: FastifyInstance;
  /** http://127.0.0.1:<port> of this instance. */
  url: string;
}

export interface Installation {
  instances: Instance[];
  close(): Promise<void>;
}

/**
 * `count` service instances, each a whole app listening on its own port, on one new PostgreSQL
 * database and one Redis (with a key prefix of their own, so that tests running beside them do
 * not hear each other), as a plant runs them behind a load balancer.
 */
export async function startInstallation(
  count: number,
  options: { seed?: 'demo' | 'none'; env?: Record<string, string> } = {},
): Promise<Installation> {
  const postgresUrl = inject('postgresUrl');
  const redisUrl = inject('redisUrl');
  if (!postgresUrl || !redisUrl) throw new Error('guard several-instance tests with describeWithInstances');
  const database = await createSharedPostgres(postgresUrl);
  const prefix = `wbtest${randomBytes(4).toString('hex')}`;
  const instances: Instance[] = [];
  const dataDirs: string[] = [];
  const close = async () => {
    await Promise.all(instances.map((instance) => instance.app.close()));
    await database.drop();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  };
  try {
    // One after the other: the first creates the schema and the accounts, the others find them.
    for (let i = 0; i < count; i += 1) {
      const dataDir = await mkdtemp(join(tmpdir(), 'wb-instance-'));
      dataDirs.push(dataDir);
      const config = loadConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: prefix,
        SEED_DEMO: options.seed === 'demo' ? '1' : '0',
        WEB_DIST_DIR: join(dataDir, 'web-dist'),
        LOG_LEVEL: 'silent',
        ...options.env,
      });
      const app = await buildApp(config, { database: await openPostgres(database.url), logger: false });
      instances.push({ app, url: await listen(app) });
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { instances, close };
}
