import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { API_PATHS } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, describeWithDb, loginAs, post } from '../../test/helper';
import { redisAnswers } from '../../test/redis-probe';
import { addUser } from '../../test/users';
import { expectRefused, twoInstances } from './rate-limit.testing';

const localRedis = 'redis://127.0.0.1:6379';
const LIMIT = 3;

const haveRedis = await redisAnswers(localRedis, 1_000);
if (!haveRedis) console.warn(`Rate limit across instances not tested: no Redis answers at ${localRedis}`);

/** Calls that need a signed-in user and calls that do not (the sign-in page's texts). */
const signedInCall = API_PATHS.identity.profile;
const publicCall = API_PATHS.localization.frontEnd;

async function untilRedisReady(app: FastifyInstance): Promise<void> {
  if (app.redis && app.redis.status !== 'ready') await once(app.redis, 'ready');
}

describeWithDb('general rate limit', () => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    // The instance that closes the shared database goes last.
    for (const app of apps.splice(0)) await app.close();
  });

  async function limitedApp(): Promise<FastifyInstance> {
    const app = await createTestApp({ env: { RATE_LIMIT_MAX: String(LIMIT), RATE_LIMIT_WINDOW_SECONDS: '60' } });
    apps.push(app);
    return app;
  }

  it('refuses calls past the limit with 429 in the envelope, in the caller language', async () => {
    const app = await limitedApp();
    const admin = await loginAs(app, 'admin', ADMIN_PASSWORD);
    for (let i = 0; i < LIMIT; i++) {
      const answer = await post(app, signedInCall, {}, { as: admin });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['ratelimit-limit']).toBe(String(LIMIT));
      expect(answer.headers['ratelimit-remaining']).toBe(String(LIMIT - 1 - i));
    }
    const german = await post(app, signedInCall, {}, { as: admin, language: 'de-DE' });
    expectRefused(german, 'de-DE');
    expect(german.headers['ratelimit-remaining']).toBe('0');
    expect(german.json().message).toMatch(/^Zu viele Anfragen/);
    expectRefused(await post(app, signedInCall, {}, { as: admin }), 'zh-Hans');
    expectRefused(await post(app, signedInCall, {}, { as: admin, language: 'en' }), 'en');
  });

  it('gives every user a bucket of their own, wherever they call from', async () => {
    const app = await limitedApp();
    await addUser(app, { userName: 'pia', password: 'Pia#12345' });
    const admin = await loginAs(app, 'admin', ADMIN_PASSWORD);
    const pia = await loginAs(app, 'pia', 'Pia#12345');
    for (let i = 0; i < LIMIT; i++) await post(app, signedInCall, {}, { as: admin });
    expect((await post(app, signedInCall, {}, { as: admin })).statusCode).toBe(429);
    // Same client address (both signed in from 127.0.0.1), another user: not refused.
    expect((await post(app, signedInCall, {}, { as: pia })).statusCode).toBe(200);
  });

  it('limits calls without a signed-in user per client address', async () => {
    const app = await limitedApp();
    const admin = await loginAs(app, 'admin', ADMIN_PASSWORD);
    const from = (remoteAddress: string) => post(app, publicCall, {}, { remoteAddress });
    for (let i = 0; i < LIMIT; i++) expect((await from('10.0.0.1')).statusCode).toBe(200);
    expectRefused(await from('10.0.0.1'), 'zh-Hans');
    expect((await from('10.0.0.2')).statusCode).toBe(200);
    // A signed-in user at the refused address counts in their own bucket.
    expect((await post(app, signedInCall, {}, { as: admin, remoteAddress: '10.0.0.1' })).statusCode).toBe(200);
  });

  it('does not count health checks', async () => {
    const app = await limitedApp();
    for (let i = 0; i <= LIMIT; i++) {
      const answer = await app.inject({ method: 'GET', url: '/healthz', remoteAddress: '10.0.0.3' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['ratelimit-limit']).toBeUndefined();
    }
    expect((await post(app, publicCall, {}, { remoteAddress: '10.0.0.3' })).statusCode).toBe(200);
  });

  it('keeps counting on the instance while the configured Redis does not answer', async () => {
    // Nothing listens on the discard port of a test machine.
    const app = await createTestApp({
      env: { REDIS_URL: 'redis://127.0.0.1:9', REDIS_START_WAIT_SECONDS: '0', RATE_LIMIT_MAX: String(LIMIT) },
    });
    apps.push(app);
    for (let i = 0; i < LIMIT; i++) expect((await post(app, publicCall, {})).statusCode).toBe(200);
    expectRefused(await post(app, publicCall, {}, { language: 'de-DE' }), 'de-DE');
  });

  describe.skipIf(!haveRedis)('with Redis', () => {
    it('shares one bucket between the instances of an installation', async () => {
      const [first, second] = await twoInstances({
        REDIS_URL: localRedis,
        // A prefix of its own: runs of this test never meet each other's counters.
        REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}`,
        RATE_LIMIT_MAX: String(LIMIT),
      });
      apps.push(first, second);
      await untilRedisReady(first);
      await untilRedisReady(second);
      const admin = await loginAs(first, 'admin', ADMIN_PASSWORD);
      expect((await post(first, signedInCall, {}, { as: admin })).statusCode).toBe(200);
      expect((await post(second, signedInCall, {}, { as: admin })).statusCode).toBe(200);
      expect((await post(first, signedInCall, {}, { as: admin })).statusCode).toBe(200);
      expectRefused(await post(second, signedInCall, {}, { as: admin, language: 'en' }), 'en');
      expectRefused(await post(first, signedInCall, {}, { as: admin, language: 'en' }), 'en');
    });
  });
});
