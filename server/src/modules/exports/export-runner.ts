import { rm } from 'node:fs/promises';
import { DOWNLOAD_TASK_STATUS, type DownloadTaskStatus } from '@workbench/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { announceDownloadTasksChanged } from '../../realtime/hubs/downloads-hub';
import type { Realtime } from '../../realtime/realtime';
import { exportFilePath } from './export-files';
import { changeTaskStatus, RUNNING_STATUSES } from './exports.repository';
import { type SheetContent, workbookBytes, writeFileAtomically } from './workbook-file';

/** Exports run side by side at most this many at a time; the others wait, still "preparing". */
export const EXPORT_CONCURRENCY = 2;

export interface ExportJob {
  taskId: string;
  userId: string;
  /** Reads what is exported and lays it out; the runner turns it into the file. */
  produce(): Promise<SheetContent>;
}

export interface ExportRunnerDeps {
  db: Db;
  realtime: Realtime;
  /** DATA_DIR/exports */
  directory: string;
  /** From the task's creation; past it the task is timed out (status 30). */
  timeoutMs: number;
  log: Pick<FastifyBaseLogger, 'error'>;
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
 * stored, and only then announced to the user's download-task connections. Status changes are
 * conditional on the status before, so a step that ends after a time-out cannot bring the task
 * back, and a time-out cannot overwrite a finished task.
 */
export class ExportRunner {
  private readonly waiting: QueuedJob[] = [];
  private readonly running = new Set<Promise<void>>();
  private stopped = false;

  constructor(private readonly deps: ExportRunnerDeps) {}

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
    this.waiting.push(queued);
    this.startWaiting();
  }

  /**
   * Before the server stops: tasks still waiting fail (nobody will run them), running ones are
   * awaited so that none writes to a closed database.
   */
  async stop(): Promise<void> {
    this.stopped = true;
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
      const path = exportFilePath(this.deps.directory, job.taskId);
      await writeFileAtomically(path, bytes);
      // Timed out (or swept) while the file was written: nobody may download it.
      if (!(await this.move(job, [exporting], complete))) await rm(path, { force: true });
    } catch (error) {
      this.deps.log.error({ err: error, taskId: job.taskId }, 'export failed');
      const reason = error instanceof Error ? error.message : String(error);
      await this.move(job, RUNNING_STATUSES, failed, reason.slice(0, 500)).catch((moveError: unknown) =>
        this.deps.log.error({ err: moveError, taskId: job.taskId }, 'export failure could not be recorded'),
      );
    } finally {
      clearTimeout(queued.timer);
    }
  }

  private async timeOut(queued: QueuedJob): Promise<void> {
    if (queued.timedOut) return;
    queued.timedOut = true;
    const index = this.waiting.indexOf(queued);
    if (index >= 0) this.waiting.splice(index, 1);
    try {
      await this.move(queued.job, RUNNING_STATUSES, timedOut);
    } catch (error) {
      this.deps.log.error({ err: error, taskId: queued.job.taskId }, 'export time-out could not be recorded');
    }
  }

  /** Stores a status change and, when it happened, tells the user's download-task connections. */
  private async move(
    job: ExportJob,
    from: readonly DownloadTaskStatus[],
    to: DownloadTaskStatus,
    failure: string | null = null,
  ): Promise<boolean> {
    const changed = await changeTaskStatus(this.deps.db, job.taskId, from, to, failure);
    if (changed) announceDownloadTasksChanged(this.deps.realtime, job.userId);
    return changed;
  }
}
