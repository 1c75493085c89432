import type { FastifyInstance } from 'fastify';
import type { Scheduler } from '../../platform/scheduler/scheduler';
import { runParams } from './job-params';
import { jobSecretBox } from './job-secrets';
import { runHistoryCleanUp } from './run-history-cleanup';
import type { Clock } from './scheduler/clock';
import { JobEngine } from './scheduler/job-engine';

/**
 * The scheduler port as the jobs module implements it (`app.scheduler`, wired in
 * wiring/platform-ports.ts): one engine per instance, which the modules register their kinds with
 * while the app is assembled. The jobs routes start it when the app is ready and stop it on close.
 */
export function createJobScheduler(app: FastifyInstance, clock?: Clock): JobEngine {
  const secrets = jobSecretBox(app.installationKey);
  const engine = new JobEngine({
    db: app.db,
    events: app.events,
    log: app.log,
    timeZone: app.config.jobs.plantTimeZone,
    clock,
    paramsOf: ({ job }, definition) => runParams(secrets, job, definition),
  });
  engine.registerKind(
    runHistoryCleanUp({ db: app.db, historyDays: app.config.jobs.historyDays, now: () => new Date() }),
  );
  return engine;
}

/** The engine behind the port, for the jobs routes (which run it) and tests that drive it. */
export function jobEngineOf(scheduler: Scheduler): JobEngine {
  if (!(scheduler instanceof JobEngine)) throw new Error('app.scheduler is not the jobs module’s engine');
  return scheduler;
}
