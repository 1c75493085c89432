import type { JobKind, JobRunOutcome, JobRunTrigger } from '@workbench/contracts';
import { and, eq, inArray, isNotNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { jobRuns, jobs } from '../jobs.table';

export type JobRow = typeof jobs.$inferSelect;

export type JobRunRow = typeof jobRuns.$inferSelect;

/**
 * Up to `limit` jobs with something due (an occurrence, a retry, a "run now") of the kinds given,
 * the longest due first, locked for this claim. A job another instance is claiming right now is
 * skipped, not waited for (that instance takes what is due), and so is a job of a kind without
 * overlap while a run of it goes: it would take a place in the batch and start nothing.
 */
export async function lockDueJobs(
  tx: DbOrTx,
  input: { kinds: readonly JobKind[]; overlapping: readonly JobKind[]; now: Date; limit: number },
): Promise<JobRow[]> {
  const { kinds, overlapping, now, limit } = input;
  if (kinds.length === 0 || limit <= 0) return [];
  const running = tx
    .select({ id: jobRuns.id })
    .from(jobRuns)
    .where(and(eq(jobRuns.jobId, jobs.id), eq(jobRuns.outcome, 'running')));
  return tx
    .select()
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, [...kinds]),
        or(
          and(eq(jobs.paused, false), lte(jobs.nextRunAt, now)),
          and(eq(jobs.paused, false), lte(jobs.retryAt, now)),
          isNotNull(jobs.runRequestedAt),
        ),
        overlapping.length > 0 ? or(inArray(jobs.kind, [...overlapping]), notExists(running)) : notExists(running),
      ),
    )
    .orderBy(sql`least(${jobs.nextRunAt}, ${jobs.retryAt}, ${jobs.runRequestedAt})`)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** When something of the kinds given falls due next (a scheduled occurrence or a retry); null when nothing will. */
export async function nextDueAt(db: DbOrTx, kinds: readonly JobKind[]): Promise<Date | null> {
  if (kinds.length === 0) return null;
  const [row] = await db
    .select({ at: sql<string | Date | null>`min(least(${jobs.nextRunAt}, ${jobs.retryAt}))` })
    .from(jobs)
    .where(and(inArray(jobs.kind, [...kinds]), eq(jobs.paused, false)));
  return row?.at ? new Date(row.at) : null;
}

/** What a claim changes on a locked job: the next occurrence moved on, the retry or "run now" taken. */
export interface ClaimedJobChange {
  id: string;
  nextRunAt?: Date | null;
  clearRetry?: boolean;
  clearRunRequest?: boolean;
}

/**
 * The claim's changes to its locked jobs, in one statement however many there are (the rows are
 * locked by this transaction, so they still hold what the claim read).
 */
export async function applyClaimChanges(tx: DbOrTx, changes: readonly ClaimedJobChange[]): Promise<void> {
  if (changes.length === 0) return;
  const rows = JSON.stringify(
    changes.map((change) => ({
      id: change.id,
      move_next: change.nextRunAt !== undefined,
      next_run_at: change.nextRunAt?.toISOString() ?? null,
      clear_retry: change.clearRetry === true,
      clear_request: change.clearRunRequest === true,
    })),
  );
  await tx.execute(sql`
    update jobs set
      next_run_at = case when c.move_next then c.next_run_at else jobs.next_run_at end,
      retry_at = case when c.clear_retry then null else jobs.retry_at end,
      retry_attempt = case when c.clear_retry then null else jobs.retry_attempt end,
      retry_scheduled_for = case when c.clear_retry then null else jobs.retry_scheduled_for end,
      run_requested_at = case when c.clear_request then null else jobs.run_requested_at end
    from jsonb_to_recordset(${rows}::jsonb)
      as c(id uuid, move_next boolean, next_run_at timestamptz, clear_retry boolean, clear_request boolean)
    where jobs.id = c.id`);
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
 * The claimed runs, each written once per job, occurrence and attempt (INSERT … ON CONFLICT DO
 * NOTHING): a run already written is not answered, so it is not started twice.
 */
export async function insertRunsOnce(tx: DbOrTx, runs: readonly NewRun[]): Promise<JobRunRow[]> {
  if (runs.length === 0) return [];
  return tx
    .insert(jobRuns)
    .values(runs.map((run) => ({ ...run, outcome: 'running' as const })))
    .onConflictDoNothing()
    .returning();
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

/** NUL cannot be stored in a text; a run's error is shown as text, so it becomes a space. */
const storable = (text: string | null) => (text === null ? null : text.replaceAll('\u0000', ' '));

/**
 * Records the runs' outcomes in one statement, each only while the run is still this instance's
 * and still running (another instance may have failed it once its lease lapsed). Answers the ids
 * of the runs recorded.
 */
export async function finishRuns(
  tx: DbOrTx,
  instanceId: string,
  ends: readonly { runId: string; outcome: RunOutcome }[],
): Promise<string[]> {
  if (ends.length === 0) return [];
  const rows = JSON.stringify(
    ends.map(({ runId, outcome }) => ({
      id: runId,
      outcome: outcome.outcome,
      error: storable(outcome.error),
      log: outcome.log,
      ended_at: outcome.endedAt.toISOString(),
    })),
  );
  const result = await tx.execute(sql`
    update job_runs set
      outcome = e.outcome,
      error = e.error,
      log = e.log,
      ended_at = e.ended_at,
      lease_until = null,
      duration_ms = greatest(0, round(extract(epoch from (e.ended_at - job_runs.started_at)) * 1000))::integer
    from jsonb_to_recordset(${rows}::jsonb) as e(id uuid, outcome text, error text, log jsonb, ended_at timestamptz)
    where job_runs.id = e.id and job_runs.instance_id = ${instanceId} and job_runs.outcome = 'running'
    returning job_runs.id`);
  // Both drivers answer the rows as `rows` (pg's QueryResult, PGlite's Results).
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
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
