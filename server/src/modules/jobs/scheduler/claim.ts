import type { Db } from '../../../db/client';
import {
  applyClaimChanges,
  type ClaimedJobChange,
  insertRunsOnce,
  type JobRow,
  type JobRunRow,
  lockDueJobs,
  type NewRun,
} from './job-runs.repository';
import type { KindRegistry } from './kind-registry';
import { planDueOccurrence } from './occurrence-plan';

export interface ClaimedRun {
  job: JobRow;
  run: JobRunRow;
}

export interface ClaimInput {
  now: Date;
  instanceId: string;
  leaseMs: number;
  kinds: KindRegistry;
  /** The most jobs claimed in this one transaction. */
  limit: number;
  graceMs?: number;
}

export interface Claim {
  runs: ClaimedRun[];
  /** How many due jobs were locked: fewer than the limit means nothing more is due for this instance. */
  jobsLocked: number;
}

/** What a claim does with one locked job: the change to its row, and the run to start (if any). */
interface JobClaim {
  change: ClaimedJobChange;
  run: Omit<NewRun, 'jobId' | 'instanceId' | 'startedAt' | 'leaseUntil'> | null;
}

/**
 * What is due of one locked job, taken: a retry comes first, then "run now", then the schedule
 * (moved on to its next occurrence, the missed policy judging a late one). One thing per claim:
 * what else is due stays for the next look.
 */
function claimOf(job: JobRow, now: Date, graceMs: number | undefined): JobClaim | null {
  if (!job.paused && job.retryAt && job.retryAt <= now && job.retryAttempt && job.retryScheduledFor) {
    return {
      change: { id: job.id, clearRetry: true },
      run: { scheduledFor: job.retryScheduledFor, trigger: 'retry', attempt: job.retryAttempt },
    };
  }
  if (job.runRequestedAt) {
    return {
      change: { id: job.id, clearRunRequest: true },
      run: { scheduledFor: job.runRequestedAt, trigger: 'runNow', attempt: 1 },
    };
  }
  if (!job.paused && job.nextRunAt && job.nextRunAt <= now) {
    const plan = planDueOccurrence(job, job.nextRunAt, now, graceMs);
    return {
      change: { id: job.id, nextRunAt: plan.nextRunAt },
      run: plan.run ? { ...plan.run, attempt: 1 } : null,
    };
  }
  return null;
}

/**
 * Claims what is due of up to `limit` jobs, in one transaction, so that exactly one instance runs
 * each occurrence: the due jobs are locked (rows another instance holds are skipped), each run is
 * written once per occurrence and attempt (INSERT … ON CONFLICT DO NOTHING), and the jobs move on
 * in the same commit. One transaction for the batch, not one per job: a thousand jobs due at the
 * same second start within it (docs/adr/0021-scheduler.md).
 */
export async function claimDue(db: Db, input: ClaimInput): Promise<Claim> {
  const { now, kinds } = input;
  const overlapping = kinds
    .all()
    .filter((kind) => kind.allowOverlap)
    .map((kind) => kind.kind);
  return db.transaction(async (tx) => {
    const locked = await lockDueJobs(tx, { kinds: kinds.names(), overlapping, now, limit: input.limit });
    const claims = locked.flatMap((job) => {
      const claim = claimOf(job, now, input.graceMs);
      return claim ? [{ job, ...claim }] : [];
    });
    await applyClaimChanges(
      tx,
      claims.map((claim) => claim.change),
    );
    const leaseUntil = new Date(now.getTime() + input.leaseMs);
    const written = await insertRunsOnce(
      tx,
      claims.flatMap(({ job, run }) =>
        run ? [{ ...run, jobId: job.id, instanceId: input.instanceId, startedAt: now, leaseUntil }] : [],
      ),
    );
    const jobsById = new Map(locked.map((job) => [job.id, job]));
    const runs = written.flatMap((run) => {
      const job = jobsById.get(run.jobId);
      return job ? [{ job, run }] : [];
    });
    return { runs, jobsLocked: locked.length };
  });
}
