import { once } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { OwnRedis, redisServerInstalled } from '../../test/own-redis';
import { closeRedis, openRedis } from './redis';

const haveRedisServer = redisServerInstalled();
if (!haveRedisServer) console.warn('Closing the Redis connection not tested: redis-server is not installed');
const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

describe.skipIf(!haveRedisServer)('closing the Redis connection', () => {
  let server: OwnRedis | undefined;
  afterEach(async () => {
    server?.thaw();
    await server?.stop();
    server = undefined;
  });

  it('ends it, without failing, when Redis goes away before it has answered the goodbye', async () => {
    server = await OwnRedis.start();
    const redis = await openRedis(server.url, log);
    if (redis.status !== 'ready') await once(redis, 'ready');
    // Frozen, Redis holds the goodbye unanswered; then it is gone, as in a crash during shut-down.
    server.freeze();
    const closing = closeRedis(redis);
    await server.stop();

    await expect(closing).resolves.toBeUndefined();
    expect(redis.status).toBe('end');
  });
});
