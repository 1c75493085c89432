import type { Db } from '../../../db/client';
import {
  advanceNextRun,
  clearRetry,
  clearRunRequest,
  hasRunningRun,
  insertRunOnce,
  type JobRow,
  type JobRunRow,
  lockJobForClaim,
  type NewRun,
} from './job-runs.repository';
import type { KindRegistry } from './kind-registry';
import { planDueOccurrence } from './occurrence-plan';

export interface ClaimedRun {
  job: JobRow;
  run: JobRunRow;
}

export interface ClaimInput {
  jobId: string;
  now: Date;
  instanceId: string;
  leaseMs: number;
  kinds: KindRegistry;
  graceMs?: number;
}

class LostClaim extends Error {}

/**
 * Claims what is due of one job, in one transaction: the job row is locked (an instance that
 * finds it locked skips it), the run is written once per occurrence and attempt (INSERT … ON
 * CONFLICT DO NOTHING), and the job moves on to its next occurrence only if it still stood at the
 * one read. A retry comes first, then "run now", then the schedule. While a run of the job goes
 * and its kind allows no overlap, nothing is claimed: the due occurrence waits (and is judged by
 * the missed policy once it is late).
 */
export async function claimDue(db: Db, input: ClaimInput): Promise<ClaimedRun | null> {
  try {
    return await db.transaction(async (tx) => {
      const job = await lockJobForClaim(tx, input.jobId);
      if (!job) return null;
      const kind = input.kinds.get(job.kind);
      if (!kind) return null;
      if (!kind.allowOverlap && (await hasRunningRun(tx, job.id))) return null;
      const { now } = input;
      const base = { jobId: job.id, instanceId: input.instanceId, startedAt: now };
      const leaseUntil = new Date(now.getTime() + input.leaseMs);
      const claim = async (run: Omit<NewRun, keyof typeof base | 'leaseUntil'>) => {
        const row = await insertRunOnce(tx, { ...base, ...run, leaseUntil });
        return row ? { job, run: row } : null;
      };

      if (!job.paused && job.retryAt && job.retryAt <= now && job.retryAttempt && job.retryScheduledFor) {
        if (!(await clearRetry(tx, job.id, job.retryAt))) throw new LostClaim();
        return claim({ scheduledFor: job.retryScheduledFor, trigger: 'retry', attempt: job.retryAttempt });
      }
      if (job.runRequestedAt) {
        if (!(await clearRunRequest(tx, job.id, job.runRequestedAt))) throw new LostClaim();
        return claim({ scheduledFor: job.runRequestedAt, trigger: 'runNow', attempt: 1 });
      }
      if (!job.paused && job.nextRunAt && job.nextRunAt <= now) {
        const plan = planDueOccurrence(job, job.nextRunAt, now, input.graceMs);
        if (!(await advanceNextRun(tx, job.id, job.nextRunAt, plan.nextRunAt))) throw new LostClaim();
        if (!plan.run) return null;
        return claim({ ...plan.run, attempt: 1 });
      }
      return null;
    });
  } catch (error) {
    if (error instanceof LostClaim) return null;
    throw error;
  }
}
