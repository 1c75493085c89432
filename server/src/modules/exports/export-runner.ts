import { DOWNLOAD_TASK_STATUS, type DownloadTaskStatus } from '@workbench/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type ChangeContext, inTransaction } from '../../platform/events/in-transaction';
import { type SheetContent, workbookBytes, XLSX_TYPE } from '../../platform/workbook-file';
import { EXPORT_LEASE_MS, LEASE_RENEWAL_MS } from './export-lease';
import { changeTaskStatus, insertExportFile, RUNNING_STATUSES, renewLeases } from './exports.repository';

/** Exports run side by side at most this many at a time; the others wait, still "preparing". */
export const EXPORT_CONCURRENCY = 2;

/**
 * The largest workbook stored (ADR 0007). The user list of 10,000 accounts is well under 1 MB;
 * a workbook past this is not kept in the database, and its task fails (20) saying why.
 */
export const MAX_EXPORT_FILE_BYTES = 16 * 1024 * 1024;

export interface ExportJob {
  taskId: string;
  userId: string;
  /** Reads what is exported and lays it out; the runner turns it into the file. */
  produce(): Promise<SheetContent>;
}

export interface ExportRunnerDeps extends ChangeContext {
  /** From the task's creation; past it the task is timed out (status 30). */
  timeoutMs: number;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** MAX_EXPORT_FILE_BYTES unless a test wants a smaller limit. */
  maxFileBytes?: number;
}

interface QueuedJob {
  job: ExportJob;
  deadline: number;
  timer: NodeJS.Timeout;
  timedOut: boolean;
}

const { preparing, exporting, complete, failed, timedOut } = DOWNLOAD_TASK_STATUS;

/**
 * Runs export tasks in the background: 0 preparing (waiting for a slot) → 5 exporting → 10
 * complete, or 20 failed, or 30 timed out once the time limit has passed. Every change is
 * stored, and only once committed published as downloadTask.changed. Status changes are
 * conditional on the status before, so a step that ends after a time-out (or after another
 * instance found the lease passed) cannot bring the task back, and a time-out cannot overwrite a
 * finished task. The file and the status 10 are stored in one transaction: a task is complete
 * exactly when its file can be read, by any instance. While the runner holds tasks it renews their
 * leases, so that the other instances know it is alive.
 */
export class ExportRunner {
  private readonly waiting: QueuedJob[] = [];
  private readonly running = new Set<Promise<void>>();
  /** The tasks this runner holds (waiting or running): their leases are renewed. */
  private readonly held = new Set<string>();
  private readonly renewal: NodeJS.Timeout;
  private stopped = false;

  constructor(private readonly deps: ExportRunnerDeps) {
    this.renewal = setInterval(() => void this.renewLeases(), LEASE_RENEWAL_MS);
    this.renewal.unref();
  }

  /** Queues a task that was just stored as preparing. */
  enqueue(job: ExportJob): void {
    if (this.stopped) {
      // A call still in flight while the server stops: nobody will run it.
      void this.move(job, [preparing], failed, 'the server was stopping').catch((error: unknown) =>
        this.deps.log.error({ err: error, taskId: job.taskId }, 'export left unfinished'),
      );
      return;
    }
    const queued: QueuedJob = {
      job,
      deadline: Date.now() + this.deps.timeoutMs,
      timer: setTimeout(() => void this.timeOut(queued), this.deps.timeoutMs),
      timedOut: false,
    };
    queued.timer.unref();
    this.held.add(job.taskId);
    this.waiting.push(queued);
    this.startWaiting();
  }

  /**
   * Before the server stops: tasks still waiting fail (nobody will run them), running ones are
   * awaited so that none writes to a closed database.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.renewal);
    for (const queued of this.waiting.splice(0)) {
      clearTimeout(queued.timer);
      await this.move(queued.job, [preparing], failed, 'the server stopped before the export started').catch(
        (error: unknown) => this.deps.log.error({ err: error, taskId: queued.job.taskId }, 'export left unfinished'),
      );
    }
    await Promise.allSettled([...this.running]);
  }

  private startWaiting(): void {
    while (!this.stopped && this.running.size < EXPORT_CONCURRENCY) {
      const next = this.waiting.shift();
      if (!next) return;
      const run: Promise<void> = this.run(next).finally(() => {
        this.running.delete(run);
        this.startWaiting();
      });
      this.running.add(run);
    }
  }

  private async run(queued: QueuedJob): Promise<void> {
    const { job } = queued;
    try {
      if (queued.timedOut || !(await this.move(job, [preparing], exporting))) return;
      const bytes = await workbookBytes(await job.produce());
      // Past the limit the result is not offered, even if the timer has not fired yet.
      if (queued.timedOut || Date.now() >= queued.deadline) {
        await this.timeOut(queued);
        return;
      }
      const limit = this.deps.maxFileBytes ?? MAX_EXPORT_FILE_BYTES;
      if (bytes.length > limit) {
        throw new Error(`the workbook is ${bytes.length} bytes, more than the ${limit} bytes an export may store`);
      }
      await this.complete(job, bytes);
    } catch (error) {
      this.deps.log.error({ err: error, taskId: job.taskId }, 'export failed');
      const reason = error instanceof Error ? error.message : String(error);
      await this.move(job, RUNNING_STATUSES, failed, reason.slice(0, 500)).catch((moveError: unknown) =>
        this.deps.log.error({ err: moveError, taskId: job.taskId }, 'export failure could not be recorded'),
      );
    } finally {
      clearTimeout(queued.timer);
      this.held.delete(job.taskId);
    }
  }

  /** Stores the file and status 10 together; a task no longer exporting keeps neither. */
  private async complete(job: ExportJob, bytes: Buffer): Promise<void> {
    await inTransaction(this.deps, async (tx, record) => {
      if (!(await changeTaskStatus(tx, job.taskId, [exporting], complete))) return;
      await insertExportFile(tx, job.taskId, { contentType: XLSX_TYPE, size: bytes.length, bytes });
      record({ type: 'downloadTask.changed', userId: job.userId });
    });
  }

  private async renewLeases(): Promise<void> {
    try {
      await renewLeases(this.deps.db, [...this.held], EXPORT_LEASE_MS);
    } catch (error) {
      // The next renewal tries again; the lease is several renewals long.
      this.deps.log.error({ err: error }, 'export leases could not be renewed');
    }
  }

  private async timeOut(queued: QueuedJob): Promise<void> {
    if (queued.timedOut) return;
    queued.timedOut = true;
    const index = this.waiting.indexOf(queued);
    if (index >= 0) {
      this.waiting.splice(index, 1);
      this.held.delete(queued.job.taskId);
    }
    try {
      await this.move(queued.job, RUNNING_STATUSES, timedOut);
    } catch (error) {
      this.deps.log.error({ err: error, taskId: queued.job.taskId }, 'export time-out could not be recorded');
    }
  }

  /** Stores a status change and, when it happened, publishes it (the statement has committed). */
  private async move(
    job: ExportJob,
    from: readonly DownloadTaskStatus[],
    to: DownloadTaskStatus,
    failure: string | null = null,
  ): Promise<boolean> {
    const changed = await changeTaskStatus(this.deps.db, job.taskId, from, to, failure);
    if (changed) await this.deps.events.publish({ type: 'downloadTask.changed', userId: job.userId });
    return changed;
  }
}
