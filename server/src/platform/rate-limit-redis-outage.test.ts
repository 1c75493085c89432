import { once } from 'node:events';
import { API_PATHS } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { describeWithDb, post } from '../../test/helper';
import { OwnRedis, redisServerInstalled } from '../../test/own-redis';
import { expectRefused, twoInstances } from './rate-limit.testing';

const LIMIT = 3;
/** A call without a signed-in user (the sign-in page's texts): it counts per client address. */
const publicCall = API_PATHS.localization.frontEnd;

const haveRedisServer = redisServerInstalled();
if (!haveRedisServer) console.warn('Rate limit during a Redis outage not tested: redis-server is not installed');

/** Resolves once the instance's Redis connection is up (true) or has gone (false). */
async function untilRedis(app: FastifyInstance, up: boolean): Promise<void> {
  const redis = app.redis;
  if (!redis) throw new Error('the instance has no Redis');
  while ((redis.status === 'ready') !== up) await once(redis, up ? 'ready' : 'close');
}

const call = (app: FastifyInstance, remoteAddress: string, language = 'en') =>
  post(app, publicCall, {}, { remoteAddress, language });

/** Calls from one address through both instances, alternately: one shared count refuses the fourth. */
async function expectSharedCount(first: FastifyInstance, second: FastifyInstance, address: string): Promise<void> {
  expect((await call(first, address)).statusCode).toBe(200);
  expect((await call(second, address)).statusCode).toBe(200);
  expect((await call(first, address)).statusCode).toBe(200);
  expectRefused(await call(second, address), 'en');
  expectRefused(await call(first, address), 'en');
}

/** Each instance lets LIMIT calls of one address through and refuses the next, whatever the other counted. */
async function expectCountPerInstance(instances: FastifyInstance[], address: string): Promise<void> {
  for (const app of instances) {
    for (let i = 0; i < LIMIT; i++) expect((await call(app, address)).statusCode).toBe(200);
    expectRefused(await call(app, address, 'de-DE'), 'de-DE');
  }
}

describeWithDb('general rate limit while Redis is away', () => {
  let redis: OwnRedis | undefined;
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    // A frozen Redis would hold the instances' goodbye to it.
    redis?.thaw();
    // The instance that closes the shared database goes last.
    for (const app of apps.splice(0)) await app.close();
    await redis?.stop();
    redis = undefined;
  });

  async function installation(): Promise<[FastifyInstance, FastifyInstance]> {
    redis = await OwnRedis.start();
    const instances = await twoInstances({ REDIS_URL: redis.url, RATE_LIMIT_MAX: String(LIMIT) });
    apps.push(...instances);
    for (const app of instances) await untilRedis(app, true);
    return instances;
  }

  describe.skipIf(!haveRedisServer)('with a Redis of its own', () => {
    it('counts on each instance while Redis is stopped, and in Redis again once it is back', async () => {
      const [first, second] = await installation();
      await expectSharedCount(first, second, '10.1.0.1');

      await redis?.stop();
      for (const app of [first, second]) await untilRedis(app, false);
      // Not let through: each instance counts the calls it answers and refuses those over the limit.
      await expectCountPerInstance([first, second], '10.1.0.2');

      // Started again (empty, as after a crash): both instances find it and share one count again.
      await redis?.start();
      for (const app of [first, second]) await untilRedis(app, true);
      await expectSharedCount(first, second, '10.1.0.3');
    });

    it('does not wait for a Redis that holds the connection open and answers nothing', async () => {
      const [first, second] = await installation();
      redis?.freeze();
      // Every call is answered (none waits for the frozen Redis), and the limit still holds.
      await expectCountPerInstance([first, second], '10.2.0.1');

      redis?.thaw();
      // Redis answers what waited for it in order, a ping last: after it, both are back.
      await Promise.all([first.redis?.ping(), second.redis?.ping()]);
      await expectSharedCount(first, second, '10.2.0.2');
    });
  });
});
