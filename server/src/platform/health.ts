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

/** What a part of the service tells about itself on /healthz, read when it is asked. */
export type LiveReport = () => Record<string, unknown>;

const liveReports = new WeakMap<FastifyInstance, Map<string, LiveReport>>();

/**
 * Adds a part's report to /healthz under `name` (e.g. the MQTT ingest's connection and counters).
 * A report says how the part is doing; it never makes the process unready: /readyz is for what
 * every call needs.
 */
export function addLiveReport(app: FastifyInstance, name: string, report: LiveReport): void {
  const reports = liveReports.get(app) ?? new Map<string, LiveReport>();
  if (reports.has(name) || name === 'status') throw new Error(`a live report named ${name} exists already`);
  reports.set(name, report);
  liveReports.set(app, reports);
}

/**
 * GET /healthz: the process runs, with the live reports of its parts. GET /readyz: the database
 * (and Redis, when configured) answer, so a load balancer sends calls here (docs/api.md §7).
 */
export function installHealthRoutes(app: FastifyInstance, database: Database): void {
  app.get(API_PATHS.health.live, async () => {
    const answer: Record<string, unknown> = { status: 'ok' };
    for (const [name, report] of liveReports.get(app) ?? []) answer[name] = report();
    return answer;
  });

  app.get(API_PATHS.health.ready, async (_request, reply) => {
    const checks: Record<string, boolean> = { database: await withTimeout(database.ping()) };
    if (app.redis) checks.redis = await withTimeout(app.redis.ping());
    const ready = Object.values(checks).every(Boolean);
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
  });
}
