import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import type { DomainEvents } from '../../../platform/events/domain-events';
import type { JobKindDefinition, Scheduler } from '../../../platform/scheduler/scheduler';
import { type ClaimedRun, claimDue } from './claim';
import { type Clock, systemClock } from './clock';
import { createBuiltInJobs, deleteOneOff, type OneOffInput, putOneOff } from './engine-jobs';
import { failLapsedRuns, findJob, nextDueAt, renewLeases, scheduleRetry } from './job-runs.repository';
import { type AnyKindDefinition, KindRegistry } from './kind-registry';
import { ON_TIME_GRACE_MS, retryDelayMs } from './occurrence-plan';
import { executeRun, type RunningRun } from './run-execution';
import { RunRecorder } from './run-recorder';

/** Stored with a run whose instance stopped renewing its lease (stopped, killed, cut off). */
export const INSTANCE_STOPPED = 'the instance running it stopped';
/** Stored with a run the service's own stop interrupted. */
export const SERVICE_STOPPED = 'the service stopped during the run';

export interface JobEngineOptions {
  db: Db;
  events: DomainEvents;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** The plant's time zone: built-in jobs' hours are read in it. */
  timeZone: string;
  paramsOf(claimed: ClaimedRun, definition: AnyKindDefinition): unknown;
  clock?: Clock;
  /** How often the loop looks for due work without being woken. */
  pollMs?: number;
  /** How long a run's lease holds; it is renewed at a quarter of that. */
  leaseMs?: number;
  /** Runs going at a time on this instance; past it, due work is left to the next poll (or another instance). */
  maxRunning?: number;
  /** The most jobs one claim transaction takes. */
  claimBatch?: number;
  graceMs?: number;
  /** How long stop() waits for runs whose signal it aborted. */
  stopWaitMs?: number;
}

/**
 * The scheduler of one instance (docs/adr/0021-scheduler.md): it polls the jobs table for due work
 * (about every second, at once when woken), claims each occurrence in the database so that exactly
 * one instance runs it, runs it under a lease it renews, and fails the runs of instances that
 * stopped. Everything another instance needs is in the database; the event bus only wakes.
 */
export class JobEngine implements Scheduler {
  readonly instanceId = `scheduler-${randomUUID()}`;
  readonly kinds = new KindRegistry();
  private readonly clock: Clock;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly maxRunning: number;
  private readonly claimBatch: number;
  /** When the next occurrence falls due, as the last look found it: the loop wakes then. */
  private nextDue: Date | null = null;
  private readonly running = new Map<string, RunningRun>();
  private readonly recorder: RunRecorder;
  private ticking: Promise<void> | null = null;
  private again = false;
  private started = false;
  private cancelPoll: () => void = () => {};
  private cancelRenewal: () => void = () => {};
  private unsubscribe: () => void = () => {};

  constructor(private readonly options: JobEngineOptions) {
    this.clock = options.clock ?? systemClock;
    this.pollMs = options.pollMs ?? 1_000;
    this.leaseMs = options.leaseMs ?? 60_000;
    // Runs mostly wait on a receiver or the database; a thousand jobs due in the same minute start at once.
    this.maxRunning = options.maxRunning ?? 1_000;
    this.claimBatch = options.claimBatch ?? 500;
    this.recorder = new RunRecorder({ ...options, instanceId: this.instanceId });
  }

  registerKind<P>(definition: JobKindDefinition<P>): void {
    this.kinds.register(definition as AnyKindDefinition);
  }

  async scheduleOnce(input: OneOffInput): Promise<void> {
    const jobId = await putOneOff(this.options.db, input, this.options.timeZone);
    if (jobId) await this.options.events.publish({ type: 'job.changed', jobId });
  }

  async cancelScheduled(key: string): Promise<void> {
    const jobId = await deleteOneOff(this.options.db, key);
    if (jobId) await this.options.events.publish({ type: 'job.changed', jobId });
  }

  /** The built-in jobs of the registered kinds, created where missing. */
  ensureBuiltInJobs(): Promise<void> {
    return createBuiltInJobs(this.options.db, this.kinds.all(), this.options.timeZone, this.clock.now());
  }

  /** Starts the loop: a first look now, then every poll, and whenever a job changes anywhere. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.unsubscribe = this.options.events.subscribe('job.changed', () => this.wake());
    this.scheduleRenewal();
    this.wake();
  }

  /** Stops claiming, aborts the runs going here and waits a little for them to record their end. */
  async stop(): Promise<void> {
    this.started = false;
    this.unsubscribe();
    this.cancelPoll();
    this.cancelRenewal();
    await this.ticking;
    for (const run of this.running.values()) run.stop(SERVICE_STOPPED);
    const waitMs = this.options.stopWaitMs ?? 3_000;
    await Promise.race([this.settled(), new Promise((resolve) => setTimeout(resolve, waitMs).unref())]);
  }

  /** Looks for due work now (again after the look under way, if one is). */
  wake(): void {
    if (this.ticking) {
      this.again = true;
      return;
    }
    this.ticking = this.tick()
      .then(() => undefined)
      .catch((error: unknown) => this.options.log.error({ err: error }, 'the scheduler could not look for due jobs'))
      .finally(() => {
        this.ticking = null;
        if (!this.started) return;
        if (this.again) {
          this.again = false;
          this.wake();
        } else {
          this.cancelPoll();
          this.cancelPoll = this.clock.setTimer(this.untilNextLook(), () => this.wake());
        }
      });
  }

  /**
   * One look: fail lapsed runs, then claim and start what is due, in batches, as many as this
   * instance takes; then note when the next occurrence falls due. Answers how many runs it started.
   */
  async tick(): Promise<number> {
    await this.recoverLapsedRuns(this.clock.now());
    let started = 0;
    for (;;) {
      const limit = Math.min(this.claimBatch, this.maxRunning - this.running.size);
      if (limit <= 0) break;
      const claim = await claimDue(this.options.db, {
        now: this.clock.now(),
        instanceId: this.instanceId,
        leaseMs: this.leaseMs,
        kinds: this.kinds,
        limit,
        graceMs: this.options.graceMs ?? ON_TIME_GRACE_MS,
      });
      for (const claimed of claim.runs) this.launch(claimed);
      const jobIds = [...new Set(claim.runs.map(({ job }) => job.id))];
      if (jobIds.length > 0) {
        void this.options.events.publish(...jobIds.map((jobId) => ({ type: 'job.changed' as const, jobId })));
      }
      started += claim.runs.length;
      // Fewer jobs than asked for: nothing more is due that another instance is not taking.
      if (claim.jobsLocked < limit) break;
    }
    this.nextDue = await nextDueAt(this.options.db, this.kinds.names());
    return started;
  }

  /**
   * The wait before the next look: until the next occurrence falls due when that is sooner than
   * the poll, so a run starts on its second, not up to a poll late. What is overdue and still
   * waiting (a run of its job goes) is left to the poll and the wake of that run's end.
   */
  private untilNextLook(): number {
    if (!this.nextDue) return this.pollMs;
    const wait = this.nextDue.getTime() - this.clock.now().getTime();
    return wait > 0 ? Math.min(wait, this.pollMs) : this.pollMs;
  }

  /** Resolves once every run going on this instance has recorded its end. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running.values()].map((run) => run.done));
  }

  runningRunIds(): string[] {
    return [...this.running.keys()];
  }

  private launch(claimed: ClaimedRun): void {
    const definition = this.kinds.get(claimed.job.kind) as AnyKindDefinition;
    const execution = executeRun(
      { clock: this.clock, recorder: this.recorder, paramsOf: this.options.paramsOf },
      claimed,
      definition,
    );
    this.running.set(claimed.run.id, execution);
    void execution.done.finally(() => {
      this.running.delete(claimed.run.id);
      // A job that waited for this run (no overlap) may be due now.
      if (this.started) this.wake();
    });
  }

  /** Fails the runs whose instance stopped renewing their lease; whichever instance sees it first. */
  private async recoverLapsedRuns(now: Date): Promise<void> {
    const { db } = this.options;
    const failed = await db.transaction(async (tx) => {
      const rows = await failLapsedRuns(tx, now, INSTANCE_STOPPED);
      for (const run of rows) {
        const job = await findJob(tx, run.jobId);
        if (job && run.attempt <= job.retries && !job.retryAt) {
          const at = new Date(now.getTime() + retryDelayMs(job.retryBackoffSeconds, run.attempt));
          await scheduleRetry(tx, job.id, at, run.attempt + 1, run.scheduledFor);
        }
      }
      return rows;
    });
    const jobIds = [...new Set(failed.map((run) => run.jobId))];
    if (jobIds.length > 0) {
      await this.options.events.publish(...jobIds.map((jobId) => ({ type: 'job.changed' as const, jobId })));
    }
  }

  private scheduleRenewal(): void {
    const every = Math.max(1, Math.floor(this.leaseMs / 4));
    this.cancelRenewal = this.clock.setTimer(every, () => {
      if (!this.started) return;
      const until = new Date(this.clock.now().getTime() + this.leaseMs);
      renewLeases(this.options.db, this.runningRunIds(), this.instanceId, until)
        .catch((error: unknown) => this.options.log.warn({ err: error }, 'renewing the job runs’ leases failed'))
        .finally(() => this.scheduleRenewal());
    });
  }

  /** Renews the leases of the runs going here now (tests that move the clock a long way). */
  renewNow(): Promise<void> {
    const until = new Date(this.clock.now().getTime() + this.leaseMs);
    return renewLeases(this.options.db, this.runningRunIds(), this.instanceId, until);
  }
}
