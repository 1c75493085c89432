import type { Worker } from 'node:worker_threads';
import { startWorker } from './start-worker';

/** Refused at once: as many jobs wait for the worker as the runner lets wait. */
export class WorkerBusy extends Error {
  constructor(name: string) {
    super(`${name} worker busy`);
  }
}

/** The job ran the worker out of its heap (the worker was replaced): the input is what was too big. */
export class WorkerJobTooHeavy extends Error {
  constructor(name: string) {
    super(`${name} job too heavy (out of its heap)`);
  }
}

/**
 * The job did not finish within its time limit (the worker was replaced). Not a verdict on the
 * input: the limit is wall-clock time, which a busy machine stretches for any job (see timeOut).
 */
export class WorkerJobTimedOut extends Error {
  constructor(name: string, limitMs: number) {
    super(`${name} job did not finish within ${limitMs} ms`);
  }
}

/** What every worker of a runner answers: once "ready" when loaded, then one reply per job id. */
export type WorkerReply = { id?: undefined; outcome: 'ready' } | { id: number; outcome: string };

export interface WorkerJobRunnerOptions {
  /** Names the worker in errors and logs. */
  name: string;
  /** The worker's module (see start-worker.ts). */
  workerUrl: URL;
  /** How long one job may take; then the worker is terminated and the job rejected with WorkerJobTimedOut. */
  timeLimitMs: number;
  /** How long a new worker may take to load before its first job's time counts. */
  startupLimitMs: number;
  /** Jobs that may wait while one runs; more are refused with WorkerBusy. */
  maxWaiting: number;
  /** An idle worker is stopped after this long, giving back its memory. */
  idleMs: number;
  /** Heap of the worker: a job that needs more is refused, not the server's memory. */
  maxHeapMb: number;
}

interface Job<Reply> {
  id: number;
  bytes: Uint8Array;
  /** Sent along with the bytes (what the worker is to do with them). */
  details: object;
  resolve: (reply: Reply) => void;
  reject: (error: Error) => void;
}

/**
 * Runs jobs (a file's bytes in, one reply out) in one worker thread, one at a time, so the event
 * loop only hands bytes over and stays free for every other request. The worker starts with the
 * first job (or `warmUp`), stops when idle, and is terminated and replaced when a job takes longer
 * than the time limit or runs out of its heap.
 */
export class WorkerJobRunner<Reply extends WorkerReply> {
  private worker: Worker | undefined;
  private workerReady = false;
  private current: { job: Job<Exclude<Reply, { outcome: 'ready' }>>; timer: NodeJS.Timeout } | undefined;
  private readonly waiting: Job<Exclude<Reply, { outcome: 'ready' }>>[] = [];
  private idleTimer: NodeJS.Timeout | undefined;
  private nextId = 1;

  constructor(private readonly options: WorkerJobRunnerOptions) {}

  /**
   * The worker's reply to this job (the worker receives `{ id, bytes, ...details }`); rejects with
   * WorkerBusy, WorkerJobTimedOut, WorkerJobTooHeavy or an Error.
   */
  run(bytes: Uint8Array, details: object = {}): Promise<Exclude<Reply, { outcome: 'ready' }>> {
    if (this.current && this.waiting.length >= this.options.maxWaiting) {
      return Promise.reject(new WorkerBusy(this.options.name));
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, bytes, details, resolve, reject });
      this.startNext();
    });
  }

  /** Starts the worker ahead of its first job, so that job does not wait for the loading. */
  warmUp(): void {
    this.ensureWorker();
    this.stopWhenIdle();
  }

  /** Terminates the worker; jobs still waiting are refused as busy. */
  async close(): Promise<void> {
    for (const job of this.waiting.splice(0)) job.reject(new WorkerBusy(this.options.name));
    this.finish((job) => job.reject(new WorkerBusy(this.options.name)));
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    await this.discardWorker();
  }

  private startNext(): void {
    if (this.current) return;
    const job = this.waiting.shift();
    if (!job) {
      this.stopWhenIdle();
      return;
    }
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    const worker = this.ensureWorker();
    // Keeps the process alive while a job runs, and only then.
    worker.ref();
    // Until the worker has loaded, the job waits under the start-up limit, not its own.
    const timer = this.workerReady
      ? setTimeout(() => this.timeOut(), this.options.timeLimitMs)
      : setTimeout(() => this.startupTimeOut(), this.options.startupLimitMs);
    this.current = { job, timer };
    // A copy of our own, so its memory can be handed over rather than copied again.
    const bytes = new Uint8Array(job.bytes);
    worker.postMessage({ ...job.details, id: job.id, bytes }, [bytes.buffer]);
  }

  private finish(settle: (job: Job<Exclude<Reply, { outcome: 'ready' }>>) => void): void {
    const current = this.current;
    if (!current) return;
    clearTimeout(current.timer);
    this.current = undefined;
    this.worker?.unref();
    settle(current.job);
    this.startNext();
  }

  private onReply(reply: Reply): void {
    if (reply.outcome === 'ready') {
      this.workerReady = true;
      if (this.current) {
        clearTimeout(this.current.timer);
        this.current.timer = setTimeout(() => this.timeOut(), this.options.timeLimitMs);
      }
      return;
    }
    if (reply.id !== this.current?.job.id) return;
    this.finish((job) => job.resolve(reply as Exclude<Reply, { outcome: 'ready' }>));
  }

  /**
   * The time limit is wall-clock time: it keeps one job from holding the worker for ever, but a
   * machine busy with other work (two cores, a load of ten) stretches every job, so running out of
   * it says nothing about the input. It is told apart from running out of the heap, which is the
   * input's own doing: callers answer a time-out as "busy, try again in a moment", never as bad
   * input. (Node 20 offers no CPU clock of one thread, which would tell the two apart.)
   */
  private timeOut(): void {
    void this.discardWorker();
    const { name, timeLimitMs } = this.options;
    this.finish((job) => job.reject(new WorkerJobTimedOut(name, timeLimitMs)));
  }

  private startupTimeOut(): void {
    void this.discardWorker();
    const { name, startupLimitMs } = this.options;
    this.finish((job) => job.reject(new Error(`${name} worker did not load within ${startupLimitMs} ms`)));
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker(this.options.workerUrl, this.options.maxHeapMb);
    this.workerReady = false;
    worker.on('message', (reply: Reply) => {
      if (this.worker === worker) this.onReply(reply);
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      // Out of its heap, the job is what was too big; anything else is our fault and a 500.
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.finish((job) => job.reject(outOfMemory ? new WorkerJobTooHeavy(this.options.name) : error));
    });
    worker.on('exit', (code) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.finish((job) => job.reject(new Error(`${this.options.name} worker stopped with exit code ${code}`)));
    });
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private async discardWorker(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private stopWhenIdle(): void {
    if (!this.worker || this.idleTimer) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = undefined;
      if (!this.current) void this.discardWorker();
    }, this.options.idleMs);
    this.idleTimer.unref();
  }
}
