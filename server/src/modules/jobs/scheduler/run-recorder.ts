import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import type { DomainEvents } from '../../../platform/events/domain-events';
import { finishRuns, type RunOutcome, scheduleRetry } from './job-runs.repository';
import { retryDelayMs } from './occurrence-plan';

/** A run's end, as its instance records it, with the retry its job still allows. */
export interface RunEnd {
  runId: string;
  jobId: string;
  outcome: RunOutcome;
  /** The next attempt of a failed run, where the job allows one. */
  retry: { backoffSeconds: number; attempt: number; scheduledFor: Date } | null;
}

interface Waiting {
  end: RunEnd;
  settle(recorded: boolean): void;
}

/**
 * Records the ends of this instance's runs, those that end at the same moment together: one
 * transaction for all the ends that came while the previous one was written (a lone end is
 * written at once). A thousand runs ending within a second cost a few writes, not a thousand, and
 * leave the database's connections to the claims. Should a batch fail, each end is written on its
 * own, so one that the database refuses does not take the others with it.
 */
export class RunRecorder {
  private waiting: Waiting[] = [];
  private writing: Promise<void> | null = null;

  constructor(
    private readonly deps: {
      db: Db;
      events: DomainEvents;
      instanceId: string;
      log: Pick<FastifyBaseLogger, 'error'>;
    },
  ) {}

  /** Resolves true once recorded; false when the run was no longer this instance's to record. */
  record(end: RunEnd): Promise<boolean> {
    return new Promise((settle) => {
      this.waiting.push({ end, settle });
      this.writing ??= this.writeAll();
    });
  }

  private async writeAll(): Promise<void> {
    // Ends of the same moment (the runs of one claim) join the first write.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0);
      const recorded = await this.writeBatch(batch.map((entry) => entry.end));
      for (const entry of batch) entry.settle(recorded.has(entry.end.runId));
      const jobIds = new Set(batch.filter((entry) => recorded.has(entry.end.runId)).map((entry) => entry.end.jobId));
      if (jobIds.size > 0) {
        // The pages showing these jobs, and the schedulers whose next run of them waited for this one.
        await this.deps.events
          .publish(...[...jobIds].map((jobId) => ({ type: 'job.changed' as const, jobId })))
          .catch((error: unknown) => this.deps.log.error({ err: error }, 'telling of ended job runs failed'));
      }
    }
    this.writing = null;
  }

  /** The ids of the runs recorded. */
  private async writeBatch(ends: RunEnd[]): Promise<Set<string>> {
    try {
      return await this.write(ends);
    } catch (failure) {
      if (ends.length === 1) {
        // The lease lapses and another instance records the run as failed.
        this.deps.log.error(
          { err: failure, jobId: ends[0]?.jobId, runId: ends[0]?.runId },
          'recording a job run failed',
        );
        return new Set();
      }
      const recorded = new Set<string>();
      for (const end of ends) for (const id of await this.writeBatch([end])) recorded.add(id);
      return recorded;
    }
  }

  private write(ends: RunEnd[]): Promise<Set<string>> {
    return this.deps.db.transaction(async (tx) => {
      const recorded = new Set(await finishRuns(tx, this.deps.instanceId, ends));
      for (const end of ends) {
        if (!end.retry || !recorded.has(end.runId)) continue;
        const { backoffSeconds, attempt, scheduledFor } = end.retry;
        const at = new Date(end.outcome.endedAt.getTime() + retryDelayMs(backoffSeconds, attempt));
        await scheduleRetry(tx, end.jobId, at, attempt + 1, scheduledFor);
      }
      return recorded;
    });
  }
}
