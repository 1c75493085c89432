import type { JobKind } from '@workbench/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { JobKindDefinition } from '../../../platform/scheduler/scheduler';
import { jobRuns, jobs } from '../jobs.table';
import type { ManualClock } from './clock.testing';
import { JobEngine, type JobEngineOptions } from './job-engine';
import { firstOccurrence } from './occurrence-plan';

/** Kind names the test engines give work of their own (no built-in job uses them). */
export const TEST_KINDS = ['integrations.callAddress', 'integrations.sendReport', 'notices.moveStates'] as const;

/** A scheduler on the test app's database with a clock the test moves; not started (the test ticks it). */
export function testEngine(
  app: FastifyInstance | { db: Db; events: FastifyInstance['events'] },
  clock: ManualClock,
  options: Partial<JobEngineOptions> = {},
) {
  return new JobEngine({
    db: app.db,
    events: app.events,
    log: { error: () => {}, warn: () => {} },
    timeZone: 'Europe/Berlin',
    clock,
    paramsOf: ({ job }) => job.params,
    stopWaitMs: 200,
    ...options,
  });
}

export function kind(name: JobKind, run: JobKindDefinition['run'], more: Partial<JobKindDefinition> = {}) {
  return { kind: name, creatable: true, run, ...more } satisfies JobKindDefinition;
}

export interface TestJob {
  kind: JobKind;
  cron?: string | null;
  runAt?: Date | null;
  timeZone?: string;
  missedPolicy?: 'runOnce' | 'skip';
  timeoutSeconds?: number;
  retries?: number;
  retryBackoffSeconds?: number;
}

/** A job put straight into the table, planned from the clock's now. */
export async function putJob(db: Db, clock: ManualClock, job: TestJob): Promise<string> {
  const timeZone = job.timeZone ?? 'Europe/Berlin';
  const cron = job.cron ?? null;
  const runAt = job.runAt ?? null;
  const [row] = await db
    .insert(jobs)
    .values({
      name: `test ${job.kind}`,
      kind: job.kind,
      cron,
      runAt,
      timeZone,
      missedPolicy: job.missedPolicy ?? 'runOnce',
      timeoutSeconds: job.timeoutSeconds ?? 300,
      retries: job.retries ?? 0,
      retryBackoffSeconds: job.retryBackoffSeconds ?? 30,
      nextRunAt: firstOccurrence({ cron, runAt, timeZone }, clock.now()),
    })
    .returning({ id: jobs.id });
  return (row as { id: string }).id;
}

export function runsOf(db: Db, jobId: string) {
  return db
    .select()
    .from(jobRuns)
    .where(eq(jobRuns.jobId, jobId))
    .orderBy(asc(jobRuns.startedAt), asc(jobRuns.attempt));
}

export async function jobRow(db: Db, jobId: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, jobId));
  return row;
}

/** Sets the clock, lets the engine look once, and waits for the runs it started. */
export async function tickAt(engine: JobEngine, clock: ManualClock, at: string | Date): Promise<void> {
  clock.set(at);
  await engine.tick();
  await engine.settled();
}

/** Resolves when `release` is called: work that goes on until the test lets it end. */
export function gate() {
  let release: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { done, release: () => release() };
}
