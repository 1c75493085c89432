import type { JobKind, JobRunOutcome, JobRunTrigger } from '@workbench/contracts';
import { and, eq, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { jobRuns, jobs } from '../jobs.table';

export type JobRow = typeof jobs.$inferSelect;

/**
 * The column equals the time read from it: compared to the millisecond, since a time written by
 * the database (now()) has microseconds that the Date read back has lost.
 */
const stillAt = (column: AnyPgColumn, read: Date) =>
  sql`date_trunc('milliseconds', ${column}) = date_trunc('milliseconds', ${read.toISOString()}::timestamptz)`;
export type JobRunRow = typeof jobRuns.$inferSelect;

/** Ids of jobs with something due (an occurrence, a retry, a "run now") of the kinds given. */
export async function findDueJobIds(db: DbOrTx, kinds: readonly JobKind[], now: Date, limit: number) {
  if (kinds.length === 0) return [];
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, [...kinds]),
        or(
          and(eq(jobs.paused, false), lte(jobs.nextRunAt, now)),
          and(eq(jobs.paused, false), lte(jobs.retryAt, now)),
          isNotNull(jobs.runRequestedAt),
        ),
      ),
    )
    .orderBy(sql`least(${jobs.nextRunAt}, ${jobs.retryAt}, ${jobs.runRequestedAt})`)
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The job, locked for this claim; undefined when another instance is claiming it right now
 * (it is skipped, not waited for: that instance takes what is due).
 */
export async function lockJobForClaim(tx: DbOrTx, id: string): Promise<JobRow | undefined> {
  const [row] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update', { skipLocked: true });
  return row;
}

export async function hasRunningRun(tx: DbOrTx, jobId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: jobRuns.id })
    .from(jobRuns)
    .where(and(eq(jobRuns.jobId, jobId), eq(jobRuns.outcome, 'running')))
    .limit(1);
  return row !== undefined;
}

export interface NewRun {
  jobId: string;
  scheduledFor: Date;
  trigger: JobRunTrigger;
  attempt: number;
  instanceId: string;
  startedAt: Date;
  leaseUntil: Date;
}

/**
 * The claim of one occurrence: the row is written once per job, occurrence and attempt, so a
 * second instance claiming the same occurrence writes nothing and gets undefined.
 */
export async function insertRunOnce(tx: DbOrTx, run: NewRun): Promise<JobRunRow | undefined> {
  const [row] = await tx
    .insert(jobRuns)
    .values({ ...run, outcome: 'running' })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Moves the job to its next occurrence, only if it is still at the one this claim read. */
export async function advanceNextRun(tx: DbOrTx, id: string, read: Date | null, next: Date | null) {
  const rows = await tx
    .update(jobs)
    .set({ nextRunAt: next })
    .where(and(eq(jobs.id, id), read === null ? sql`${jobs.nextRunAt} is null` : stillAt(jobs.nextRunAt, read)))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

export async function clearRunRequest(tx: DbOrTx, id: string, read: Date) {
  const rows = await tx
    .update(jobs)
    .set({ runRequestedAt: null })
    .where(and(eq(jobs.id, id), stillAt(jobs.runRequestedAt, read)))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

export async function clearRetry(tx: DbOrTx, id: string, read: Date) {
  const rows = await tx
    .update(jobs)
    .set({ retryAt: null, retryAttempt: null, retryScheduledFor: null })
    .where(and(eq(jobs.id, id), stillAt(jobs.retryAt, read)))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

export async function scheduleRetry(tx: DbOrTx, id: string, at: Date, attempt: number, scheduledFor: Date) {
  await tx
    .update(jobs)
    .set({ retryAt: at, retryAttempt: attempt, retryScheduledFor: scheduledFor })
    .where(eq(jobs.id, id));
}

export interface RunOutcome {
  outcome: Exclude<JobRunOutcome, 'running'>;
  error: string | null;
  log: { at: string; line: string }[];
  endedAt: Date;
}

/** Records the outcome, only while the run is still this instance's and still running. */
export async function finishRun(tx: DbOrTx, runId: string, instanceId: string, outcome: RunOutcome) {
  const [row] = await tx
    .update(jobRuns)
    .set({
      outcome: outcome.outcome,
      error: outcome.error,
      log: outcome.log,
      endedAt: outcome.endedAt,
      leaseUntil: null,
      durationMs: sql`greatest(0, round(extract(epoch from (${outcome.endedAt.toISOString()}::timestamptz - ${jobRuns.startedAt})) * 1000))::integer`,
    })
    .where(and(eq(jobRuns.id, runId), eq(jobRuns.instanceId, instanceId), eq(jobRuns.outcome, 'running')))
    .returning();
  return row;
}

export async function renewLeases(db: DbOrTx, runIds: readonly string[], instanceId: string, until: Date) {
  if (runIds.length === 0) return;
  await db
    .update(jobRuns)
    .set({ leaseUntil: until })
    .where(and(inArray(jobRuns.id, [...runIds]), eq(jobRuns.instanceId, instanceId), eq(jobRuns.outcome, 'running')));
}

/**
 * Fails the runs whose lease has lapsed (their instance stopped), each once whichever instance
 * gets to it first, and answers them with the retries their job allows.
 */
export async function failLapsedRuns(db: DbOrTx, now: Date, reason: string) {
  return db
    .update(jobRuns)
    .set({
      outcome: 'failed',
      error: reason,
      endedAt: now,
      leaseUntil: null,
      durationMs: sql`greatest(0, round(extract(epoch from (${now.toISOString()}::timestamptz - ${jobRuns.startedAt})) * 1000))::integer`,
    })
    .where(and(eq(jobRuns.outcome, 'running'), lt(jobRuns.leaseUntil, now)))
    .returning();
}

export async function findJob(db: DbOrTx, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/** Creates a built-in job unless one with its key is there (any instance, any start). */
export async function insertJobIfMissing(db: DbOrTx, values: typeof jobs.$inferInsert): Promise<boolean> {
  const rows = await db.insert(jobs).values(values).onConflictDoNothing().returning({ id: jobs.id });
  return rows.length === 1;
}

/** A module's one-off under its key: created, or moved to the new time. */
export async function upsertKeyedOneOff(db: DbOrTx, values: typeof jobs.$inferInsert & { key: string }) {
  const [row] = await db
    .insert(jobs)
    .values(values)
    .onConflictDoUpdate({
      target: jobs.key,
      set: {
        name: values.name,
        kind: values.kind,
        params: values.params ?? {},
        runAt: values.runAt,
        cron: null,
        nextRunAt: values.nextRunAt,
        updatedAt: sql`now()`,
      },
      where: eq(jobs.builtIn, false),
    })
    .returning({ id: jobs.id });
  return row?.id;
}

export async function deleteKeyedOneOff(db: DbOrTx, key: string): Promise<string | undefined> {
  const [row] = await db
    .delete(jobs)
    .where(and(eq(jobs.key, key), eq(jobs.builtIn, false), isNotNull(jobs.nextRunAt)))
    .returning({ id: jobs.id });
  return row?.id;
}

/** Runs that ended before `before`, deleted; answers how many. */
export async function deleteRunsEndedBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db.delete(jobRuns).where(lt(jobRuns.endedAt, before)).returning({ id: jobRuns.id });
  return rows.length;
}
