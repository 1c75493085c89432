import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';

/** The PostgreSQL server on which each run creates (and drops) a database of its own. */
const POSTGRES_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/** The Redis server the instances share; each run keeps to keys and channels of its own prefix. */
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const ANSWER_TIMEOUT_MS = 3_000;

export interface SharedServices {
  postgresUrl: string;
  redisUrl: string;
}

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: ANSWER_TIMEOUT_MS });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function quietRedis(url: string): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: ANSWER_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  return redis;
}

async function redisAnswers(): Promise<boolean> {
  const redis = quietRedis(REDIS_URL);
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** Both servers several instances share, or a sentence saying which one did not answer. */
export async function findSharedServices(): Promise<SharedServices | { missing: string }> {
  const [postgres, redis] = await Promise.all([postgresAnswers(), redisAnswers()]);
  const missing = [postgres ? '' : `no PostgreSQL answers at ${POSTGRES_URL}`, redis ? '' : `no Redis at ${REDIS_URL}`]
    .filter(Boolean)
    .join(', ');
  return missing ? { missing } : { postgresUrl: POSTGRES_URL, redisUrl: REDIS_URL };
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the PostgreSQL server; `drop` throws it away. */
export async function createBenchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `wb_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}

/** Deletes what the instances left under their prefix (rate-limit counters); channels leave nothing. */
export async function clearRedisPrefix(redisUrl: string, prefix: string): Promise<void> {
  const redis = quietRedis(redisUrl);
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
