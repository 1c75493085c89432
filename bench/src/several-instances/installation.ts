import { randomBytes } from 'node:crypto';
import { type RunningServer, startServer } from '../../../e2e/support/server';
import { LOAD_TEST_ENV } from '../load-test-env';
import { clearRedisPrefix, createBenchDatabase, type SharedServices } from './shared-services';

export interface Installation {
  /** The instances started so far, in order: the first migrated and seeded the database. */
  instances: RunningServer[];
  /** The installation's PostgreSQL database, for measures that prepare data the way another system would. */
  databaseUrl: string;
  /** Starts one more instance of the built server on the same database and Redis. */
  addInstance(): Promise<RunningServer>;
  close(): Promise<void>;
}

/**
 * The built server (server/dist/main.js) as a plant runs it several times behind a load balancer:
 * one new PostgreSQL database with the demo plant and one Redis under a prefix of this run's own.
 * It starts with one instance; more are added on the same database and Redis.
 */
export async function startInstallation(
  services: SharedServices,
  /** Settings of the measure's own, for every instance (the scheduler switched on, say). */
  extraEnv: Readonly<Record<string, string>> = {},
): Promise<Installation> {
  const database = await createBenchDatabase(services.postgresUrl);
  const prefix = `wbbench${randomBytes(4).toString('hex')}`;
  const env = {
    ...LOAD_TEST_ENV,
    DATABASE_URL: database.url,
    REDIS_URL: services.redisUrl,
    REDIS_PREFIX: prefix,
    SEED_DEMO: '1',
    ...extraEnv,
  };
  const instances: RunningServer[] = [];
  const close = async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database.drop();
    await clearRedisPrefix(services.redisUrl, prefix);
  };
  const addInstance = async () => {
    const instance = await startServer(env);
    instances.push(instance);
    return instance;
  };
  try {
    await addInstance();
  } catch (error) {
    await close();
    throw error;
  }
  return { instances, databaseUrl: database.url, addInstance, close };
}
