import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { createTestApp, describeWithDb } from '../../test/helper';
import { redisAnswers } from '../../test/redis-probe';
import { openTestDatabase } from '../../test/test-database';
import { buildApp } from '../app';
import { loadConfig } from '../config';

const localRedis = 'redis://127.0.0.1:6379';

const haveRedis = await redisAnswers(localRedis, 1_000);

describeWithDb('healthz and readyz', () => {
  let app: FastifyInstance | undefined;
  const dirs: string[] = [];
  afterEach(async () => {
    await app?.close();
    app = undefined;
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it('is live and ready while the database answers', async () => {
    app = await createTestApp();
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: true } });
  });

  it('is not ready while the database fails or hangs, but stays live', async () => {
    const database = await openTestDatabase();
    let state: 'up' | 'down' | 'hanging' = 'up';
    const flaky = {
      ...database,
      ping: () => {
        if (state === 'down') return Promise.reject(new Error('connection refused'));
        if (state === 'hanging') return new Promise<void>(() => {});
        return database.ping();
      },
    };
    const dataDir = await mkdtemp(join(tmpdir(), 'wb-health-'));
    dirs.push(dataDir);
    app = await buildApp(loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0' }), { database: flaky, logger: false });
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    state = 'down';
    const down = await app.inject({ method: 'GET', url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', checks: { database: false } });
    state = 'hanging';
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('is not ready while the configured Redis does not answer', async () => {
    // Nothing listens on the discard port of a test machine.
    app = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:9', REDIS_START_WAIT_SECONDS: '0' } });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: true, redis: false } });
  });

  it.skipIf(!haveRedis)('is ready with a Redis that answers', async () => {
    app = await createTestApp({ env: { REDIS_URL: localRedis } });
    // The connection is opened in the background; wait until it is up.
    const redis = app.redis;
    if (redis && redis.status !== 'ready') await once(redis, 'ready');
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: true, redis: true } });
  });
});
