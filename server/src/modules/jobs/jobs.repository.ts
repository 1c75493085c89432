import type { JobKind } from '@workbench/contracts';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { jobRuns, jobs } from './jobs.table';

export type JobRow = typeof jobs.$inferSelect;
export type JobRunRow = typeof jobRuns.$inferSelect;
export type JobValues = Omit<typeof jobs.$inferInsert, 'createdAt' | 'updatedAt'>;

export interface JobPageQuery {
  filter?: string | undefined;
  kind?: JobKind | undefined;
  sortColumn: 'name' | 'kind' | 'nextRunAt' | 'creationTime';
  descending: boolean;
  limit: number;
  offset: number;
}

const SORT_COLUMNS = {
  name: sql`lower(${jobs.name})`,
  kind: jobs.kind,
  nextRunAt: jobs.nextRunAt,
  creationTime: jobs.createdAt,
} as const;

export async function pageJobs(db: DbOrTx, query: JobPageQuery): Promise<{ rows: JobRow[]; total: number }> {
  const pattern = query.filter ? likePattern(query.filter) : undefined;
  const where = and(
    pattern ? or(ilike(jobs.name, pattern), ilike(jobs.description, pattern)) : undefined,
    query.kind ? eq(jobs.kind, query.kind) : undefined,
  );
  const column = SORT_COLUMNS[query.sortColumn];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(query.descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`, asc(jobs.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(jobs).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findJobs(db: DbOrTx, ids: readonly string[], forUpdate = false): Promise<JobRow[]> {
  if (ids.length === 0) return [];
  const query = db
    .select()
    .from(jobs)
    .where(inArray(jobs.id, [...ids]));
  return forUpdate ? query.for('update') : query;
}

export async function insertJob(db: DbOrTx, values: JobValues): Promise<JobRow> {
  const [row] = await db.insert(jobs).values(values).returning();
  return row as JobRow;
}

export async function updateJob(db: DbOrTx, id: string, values: Partial<JobValues>): Promise<JobRow> {
  const [row] = await db
    .update(jobs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(jobs.id, id))
    .returning();
  return row as JobRow;
}

export async function deleteJobs(db: DbOrTx, ids: readonly string[]): Promise<JobRow[]> {
  if (ids.length === 0) return [];
  return db
    .delete(jobs)
    .where(inArray(jobs.id, [...ids]))
    .returning();
}

/** Each job's latest run (the list's "last outcome") and whether one is going. */
export async function latestRunsOf(db: DbOrTx, jobIds: readonly string[]) {
  if (jobIds.length === 0) return { latest: new Map<string, JobRunRow>(), running: new Set<string>() };
  const [latestRows, runningRows] = await Promise.all([
    db
      .selectDistinctOn([jobRuns.jobId])
      .from(jobRuns)
      .where(inArray(jobRuns.jobId, [...jobIds]))
      .orderBy(jobRuns.jobId, desc(jobRuns.startedAt), desc(jobRuns.attempt)),
    db
      .selectDistinct({ jobId: jobRuns.jobId })
      .from(jobRuns)
      .where(and(inArray(jobRuns.jobId, [...jobIds]), eq(jobRuns.outcome, 'running'))),
  ]);
  return {
    latest: new Map(latestRows.map((row) => [row.jobId, row])),
    running: new Set(runningRows.map((row) => row.jobId)),
  };
}

export async function pageRuns(db: DbOrTx, jobId: string, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.jobId, jobId))
      .orderBy(desc(jobRuns.startedAt), desc(jobRuns.attempt), desc(jobRuns.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(jobRuns).where(eq(jobRuns.jobId, jobId)),
  ]);
  return { rows, total: total?.value ?? 0 };
}
