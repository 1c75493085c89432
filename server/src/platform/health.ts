import { API_PATHS } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

const CHECK_TIMEOUT_MS = 2_000;

async function withTimeout(check: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /healthz: the process runs. GET /readyz: the database (and Redis, when configured)
 * answer, so a load balancer sends calls here (docs/api.md §7).
 */
export function installHealthRoutes(app: FastifyInstance, database: Database): void {
  app.get(API_PATHS.health.live, async () => ({ status: 'ok' }));

  app.get(API_PATHS.health.ready, async (_request, reply) => {
    const checks: Record<string, boolean> = { database: await withTimeout(database.ping()) };
    if (app.redis) checks.redis = await withTimeout(app.redis.ping());
    const ready = Object.values(checks).every(Boolean);
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
  });
}
