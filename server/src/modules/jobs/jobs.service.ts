import { randomUUID } from 'node:crypto';
import type {
  CreateJobRequest,
  EditJobRequest,
  Job,
  JobKindsAnswer,
  JobPageRequest,
  JobRun,
  JobRunsRequest,
  PagedResult,
} from '@workbench/contracts';
import type { DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../platform/errors';
import { type ChangeContext, inTransaction } from '../../platform/events/in-transaction';
import { isUuid } from '../../platform/ids';
import type { SecretBox } from '../../platform/secrets/secret-box';
import { type Actor, type AuditChange, recordAudit } from '../audit/audit.service';
import { jobOf, runOf } from './job-answers';
import { checkedParams } from './job-params';
import {
  deleteJobs as deleteJobRows,
  findJobs,
  insertJob,
  type JobRow,
  type JobValues,
  latestRunsOf,
  pageJobs,
  pageRuns,
  updateJob,
} from './jobs.repository';
import type { KindRegistry } from './scheduler/kind-registry';
import { firstOccurrence } from './scheduler/occurrence-plan';

export interface JobsContext extends ChangeContext {
  kinds: KindRegistry;
  secrets: SecretBox;
  plantTimeZone: string;
  now(): Date;
}

function auditChange(action: AuditChange['action'], before: Job | null, after: Job | null): AuditChange {
  const job = (after ?? before) as Job;
  return { resource: 'job', action, resourceId: job.id, resourceName: job.name, before, after };
}

async function answerOf(db: DbOrTx, row: JobRow): Promise<Job> {
  const { latest, running } = await latestRunsOf(db, [row.id]);
  return jobOf(row, latest.get(row.id), running.has(row.id));
}

export async function queryJobPage(db: DbOrTx, request: JobPageRequest): Promise<PagedResult<Job>> {
  const { rows, total } = await pageJobs(db, {
    filter: request.filter || undefined,
    kind: request.kind,
    sortColumn: request.sorting?.field ?? 'name',
    descending: request.sorting?.direction === 'desc',
    limit: request.maxResultCount,
    offset: request.skipCount,
  });
  const { latest, running } = await latestRunsOf(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => jobOf(row, latest.get(row.id), running.has(row.id))), totalCount: total };
}

async function existing(db: DbOrTx, id: string, forUpdate = false): Promise<JobRow> {
  const [row] = isUuid(id) ? await findJobs(db, [id], forUpdate) : [];
  if (!row) throw notFound('jobs.notFound');
  return row;
}

export async function getJob(db: DbOrTx, id: string): Promise<Job> {
  return answerOf(db, await existing(db, id));
}

/** The schedule's columns: the first occurrence after now, and a one-off never in the past. */
function scheduleOf(ctx: JobsContext, request: CreateJobRequest, current: JobRow | null) {
  const timeZone = request.timeZone ?? current?.timeZone ?? ctx.plantTimeZone;
  const runAt = request.runAt ? new Date(request.runAt) : null;
  const cron = request.cron;
  // An edit that leaves a one-off's time as it was keeps it, run or not.
  if (!cron && runAt && current && !current.cron && current.runAt?.getTime() === runAt.getTime()) {
    return { cron, runAt, timeZone, nextRunAt: current.nextRunAt };
  }
  const now = ctx.now();
  if (runAt && runAt <= now) throw badRequest('jobs.runAtPast');
  return { cron, runAt: cron ? null : runAt, timeZone, nextRunAt: firstOccurrence({ cron, runAt, timeZone }, now) };
}

function valuesOf(ctx: JobsContext, request: CreateJobRequest, current: JobRow | null) {
  return {
    name: request.name,
    description: request.description,
    kind: request.kind,
    ...scheduleOf(ctx, request, current),
    missedPolicy: request.missedPolicy,
    timeoutSeconds: request.timeoutSeconds,
    retries: request.retries,
    retryBackoffSeconds: request.retryBackoffSeconds,
  } satisfies Partial<JobValues>;
}

function creatableKind(ctx: JobsContext, kind: string) {
  const definition = ctx.kinds.get(kind);
  if (!definition) throw badRequest('jobs.unknownKind', { kind });
  if (!definition.creatable) throw badRequest('jobs.kindNotCreatable', { kind });
  return definition;
}

export async function createJob(ctx: JobsContext, actor: Actor, request: CreateJobRequest): Promise<Job> {
  const definition = creatableKind(ctx, request.kind);
  const id = randomUUID();
  const { params, secret } = checkedParams(ctx.secrets, id, definition, request.params, null);
  const values = valuesOf(ctx, request, null);
  const created = await inTransaction(ctx, async (tx, record) => {
    const row = await insertJob(tx, { id, ...values, params, secret, key: null, builtIn: false });
    const answer = jobOf(row, undefined, false);
    await recordAudit(tx, actor, [auditChange('create', null, answer)]);
    record({ type: 'job.changed', jobId: row.id });
    return answer;
  });
  return created;
}

export async function editJob(ctx: JobsContext, actor: Actor, request: EditJobRequest): Promise<Job> {
  return inTransaction(ctx, async (tx, record) => {
    const current = await existing(tx, request.id, true);
    if (current.builtIn && request.kind !== current.kind) throw badRequest('jobs.builtInKindFixed');
    const definition = current.builtIn
      ? ctx.kinds.get(current.kind)
      : request.kind === current.kind
        ? ctx.kinds.get(request.kind)
        : creatableKind(ctx, request.kind);
    if (!definition) throw badRequest('jobs.unknownKind', { kind: request.kind });
    const keptSecret = request.kind === current.kind ? current.secret : null;
    const { params, secret } = checkedParams(ctx.secrets, current.id, definition, request.params, keptSecret);
    const values = valuesOf(ctx, request, current);
    const before = await answerOf(tx, current);
    const row = await updateJob(tx, current.id, { ...values, params, secret });
    const after = await answerOf(tx, row);
    await recordAudit(tx, actor, [auditChange('edit', before, after)]);
    record({ type: 'job.changed', jobId: row.id });
    return after;
  });
}

/** Deletes all of them or none: an unknown id answers 404, a built-in job refuses. */
export async function deleteJobs(ctx: JobsContext, actor: Actor, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  return inTransaction(ctx, async (tx, record) => {
    const found = await findJobs(tx, unique.filter(isUuid), true);
    const foundIds = new Set(found.map((row) => row.id));
    const missing = unique.filter((id) => !foundIds.has(id));
    if (missing.length > 0) throw notFound('jobs.someNotFound', { ids: missing.slice(0, 5).join(', ') });
    const builtIn = found.filter((row) => row.builtIn);
    if (builtIn.length > 0) {
      throw badRequest('jobs.builtInNotDeletable', { names: builtIn.map((row) => row.name).join(', ') });
    }
    const before = await Promise.all(found.map((row) => answerOf(tx, row)));
    const deleted = await deleteJobRows(tx, unique);
    await recordAudit(
      tx,
      actor,
      before.map((job) => auditChange('delete', job, null)),
    );
    record(...deleted.map((row) => ({ type: 'job.changed' as const, jobId: row.id })));
    return { deleted: deleted.length };
  });
}

type JobAction = 'runNow' | 'pause' | 'resume';

/** Run now, pause, resume: one change of the job, recorded like an edit. */
export async function changeJobState(ctx: JobsContext, actor: Actor, id: string, action: JobAction): Promise<Job> {
  return inTransaction(ctx, async (tx, record) => {
    const current = await existing(tx, id, true);
    const before = await answerOf(tx, current);
    const now = ctx.now();
    const change: Partial<JobValues> =
      action === 'runNow'
        ? { runRequestedAt: current.runRequestedAt ?? now }
        : action === 'pause'
          ? { paused: true }
          : // Resuming goes on at the next occurrence from now: a pause is no downtime to catch up on.
            {
              paused: false,
              nextRunAt: current.cron ? firstOccurrence(current, now) : current.nextRunAt,
            };
    const row = await updateJob(tx, current.id, change);
    const after = await answerOf(tx, row);
    await recordAudit(tx, actor, [auditChange(action, before, after)]);
    record({ type: 'job.changed', jobId: row.id });
    return after;
  });
}

export async function queryJobRuns(db: DbOrTx, request: JobRunsRequest): Promise<PagedResult<JobRun>> {
  const job = await existing(db, request.jobId);
  const { rows, total } = await pageRuns(db, job.id, request.maxResultCount, request.skipCount);
  return { items: rows.map(runOf), totalCount: total };
}

export function queryJobKinds(ctx: Pick<JobsContext, 'kinds' | 'plantTimeZone'>): JobKindsAnswer {
  return {
    timeZone: ctx.plantTimeZone,
    kinds: ctx.kinds
      .all()
      .map((kind) => ({ kind: kind.kind, allowOverlap: kind.allowOverlap ?? false, creatable: kind.creatable }))
      .sort((a, b) => a.kind.localeCompare(b.kind)),
  };
}
