import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * The shared Redis connection. It connects in the background and reconnects by itself; while it
 * is away /readyz answers 503 instead of the process failing. The client library is loaded only
 * here, so a single instance without Redis does not carry it in memory.
 */
export async function openRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: false });
  let lastLogged = 0;
  redis.on('error', (error) => {
    // A Redis that is down reports an error on every retry; once a minute is enough.
    if (Date.now() - lastLogged > 60_000) {
      lastLogged = Date.now();
      log.warn({ err: error }, 'Redis is not answering');
    }
  });
  return redis;
}

/**
 * Ends a Redis connection: with QUIT when it is up, so that the answers on their way still arrive;
 * else, or when Redis goes before it has answered the QUIT, by dropping it. Never fails, so that
 * what closes after it (the database) is closed too.
 */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
