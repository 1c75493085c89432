import { Worker } from 'node:worker_threads';
import type { SvgCleanReply } from './svg-clean-protocol';
import { SvgRejected } from './svg-rejected';

/** Refused at once: as many SVG files wait for the worker as we let wait. */
export class SvgCleanerBusy extends Error {
  constructor() {
    super('SVG cleaner busy');
  }
}

export interface SvgCleanerOptions {
  /** How long one file may take; then the worker is terminated and the file refused. */
  timeLimitMs?: number;
  /** How long a new worker may take to load jsdom before its first file's time counts. */
  startupLimitMs?: number;
  /** Files that may wait while one is cleaned; more are refused with SvgCleanerBusy. */
  maxWaiting?: number;
  /** An idle worker is stopped after this long, giving back jsdom's memory. */
  idleMs?: number;
  /** The worker's module; tests pass a stand-in. */
  workerUrl?: URL;
  /** Heap of the worker: a file that needs more is refused, not the server's memory. */
  maxHeapMb?: number;
}

// In the built server, import.meta.url is dist/main.js and the worker is dist/svg-clean.worker.js
// beside it; from the sources (tests, `npm run dev`) it is the TypeScript file next to this one.
const FROM_SOURCES = import.meta.url.endsWith('.ts');
const DEFAULT_WORKER_URL = new URL(FROM_SOURCES ? './svg-clean.worker.ts' : './svg-clean.worker.js', import.meta.url);

function startWorker(url: URL, maxHeapMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: maxHeapMb };
  if (!url.pathname.endsWith('.ts')) return new Worker(url, { resourceLimits });
  // A worker thread does not inherit the TypeScript loader of the sources (vitest's or tsx's), and
  // Node 20 ignores `--import` in a worker's execArgv: the worker registers tsx itself, then loads.
  const loader = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(loader)}).then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(bootstrap, { eval: true, resourceLimits });
}

interface Job {
  id: number;
  bytes: Uint8Array;
  resolve: (bytes: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * Cleans SVG logos in one worker thread, one file at a time, so the event loop only hands bytes
 * over and stays free for every other request. The worker starts with the first SVG (jsdom is
 * loaded there and only there), stops when idle, and is terminated and replaced when a file
 * takes longer than the time limit or runs out of its heap; that file is refused as too heavy.
 */
export class SvgCleaner {
  private readonly timeLimitMs: number;
  private readonly startupLimitMs: number;
  private readonly maxWaiting: number;
  private readonly idleMs: number;
  private readonly workerUrl: URL;
  private readonly maxHeapMb: number;
  private worker: Worker | undefined;
  private workerReady = false;
  private current: { job: Job; timer: NodeJS.Timeout } | undefined;
  private readonly waiting: Job[] = [];
  private idleTimer: NodeJS.Timeout | undefined;
  private nextId = 1;

  constructor(options: SvgCleanerOptions = {}) {
    this.timeLimitMs = options.timeLimitMs ?? 10_000;
    this.startupLimitMs = options.startupLimitMs ?? 30_000;
    this.maxWaiting = options.maxWaiting ?? 4;
    this.idleMs = options.idleMs ?? 60_000;
    this.workerUrl = options.workerUrl ?? DEFAULT_WORKER_URL;
    this.maxHeapMb = options.maxHeapMb ?? 256;
  }

  /** The cleaned file; rejects with SvgRejected (the file is refused) or SvgCleanerBusy. */
  clean(bytes: Uint8Array): Promise<Buffer> {
    if (this.current && this.waiting.length >= this.maxWaiting) return Promise.reject(new SvgCleanerBusy());
    return new Promise<Buffer>((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, bytes, resolve, reject });
      this.startNext();
    });
  }

  /** Terminates the worker; files still waiting are refused as busy. */
  async close(): Promise<void> {
    for (const job of this.waiting.splice(0)) job.reject(new SvgCleanerBusy());
    this.finish((job) => job.reject(new SvgCleanerBusy()));
    clearTimeout(this.idleTimer);
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
    // Keeps the process alive while a file is being cleaned, and only then.
    worker.ref();
    // Until the worker has loaded, the file waits under the start-up limit, not its own.
    const timer = this.workerReady
      ? setTimeout(() => this.timeOut(), this.timeLimitMs)
      : setTimeout(() => this.startupTimeOut(), this.startupLimitMs);
    this.current = { job, timer };
    // A copy of our own, so its memory can be handed over rather than copied again.
    const bytes = new Uint8Array(job.bytes);
    worker.postMessage({ id: job.id, bytes }, [bytes.buffer]);
  }

  private finish(settle: (job: Job) => void): void {
    const current = this.current;
    if (!current) return;
    clearTimeout(current.timer);
    this.current = undefined;
    this.worker?.unref();
    settle(current.job);
    this.startNext();
  }

  private onReply(reply: SvgCleanReply): void {
    if (reply.outcome === 'ready') {
      this.workerReady = true;
      if (this.current) {
        clearTimeout(this.current.timer);
        this.current.timer = setTimeout(() => this.timeOut(), this.timeLimitMs);
      }
      return;
    }
    if (reply.id !== this.current?.job.id) return;
    this.finish((job) => {
      if (reply.outcome === 'clean')
        job.resolve(Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength));
      else if (reply.outcome === 'rejected') job.reject(new SvgRejected(reply.messageKey));
      else job.reject(new Error(`SVG worker failed: ${reply.message}`));
    });
  }

  private timeOut(): void {
    void this.discardWorker();
    this.finish((job) => job.reject(this.tooHeavy()));
  }

  private startupTimeOut(): void {
    void this.discardWorker();
    this.finish((job) => job.reject(new Error(`SVG worker did not load within ${this.startupLimitMs} ms`)));
  }

  private tooHeavy(): SvgRejected {
    return new SvgRejected('logos.svgTooHeavy', { seconds: Math.ceil(this.timeLimitMs / 1000) });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker(this.workerUrl, this.maxHeapMb);
    this.workerReady = false;
    worker.on('message', (reply: SvgCleanReply) => {
      if (this.worker === worker) this.onReply(reply);
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      // Out of its heap, the file is what was too big; anything else is our fault and a 500.
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.finish((job) => job.reject(outOfMemory ? this.tooHeavy() : error));
    });
    worker.on('exit', (code) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.finish((job) => job.reject(new Error(`SVG worker stopped with exit code ${code}`)));
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
    }, this.idleMs);
    this.idleTimer.unref();
  }
}

/** The server's one SVG cleaner (per process: every app instance in it shares the worker). */
export const svgCleaner = new SvgCleaner();
