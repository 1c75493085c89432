import { workerModuleUrl } from '../../../platform/worker-thread/start-worker';
import {
  WorkerBusy,
  WorkerJobRunner,
  WorkerJobTimedOut,
  WorkerJobTooHeavy,
} from '../../../platform/worker-thread/worker-job-runner';
import type { SvgCleanReply } from './svg-clean-protocol';
import { SvgRejected } from './svg-rejected';

/**
 * Not cleaned now, try again in a moment: as many SVG files wait for the worker as we let wait
 * (`logos.svgBusy`), or the file was not cleaned within the time limit (`logos.svgServerBusy`).
 * Each is a message key of catalogue-admin.
 */
export class SvgCleanerBusy extends Error {
  constructor(readonly messageKey: 'logos.svgBusy' | 'logos.svgServerBusy' = 'logos.svgBusy') {
    super('SVG cleaner busy');
  }
}

export interface SvgCleanerOptions {
  /** How long one file may take; then the worker is terminated and the file answered as busy. */
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

/**
 * Cleans SVG logos in one worker thread (svg-clean.worker.ts), one file at a time, so the event
 * loop only hands bytes over and stays free for every other request. The worker starts with the
 * first SVG (jsdom is loaded there and only there), stops when idle, and is terminated and
 * replaced when a file takes longer than the time limit or runs out of its heap. A file that runs
 * it out of its heap is refused as too heavy; one that runs out of time is answered as busy
 * (platform/worker-thread/worker-job-runner.ts).
 */
export class SvgCleaner {
  private readonly runner: WorkerJobRunner<SvgCleanReply>;

  constructor(options: SvgCleanerOptions = {}) {
    this.runner = new WorkerJobRunner<SvgCleanReply>({
      name: 'SVG',
      workerUrl: options.workerUrl ?? workerModuleUrl('svg-clean.worker', import.meta.url),
      timeLimitMs: options.timeLimitMs ?? 10_000,
      startupLimitMs: options.startupLimitMs ?? 30_000,
      maxWaiting: options.maxWaiting ?? 4,
      idleMs: options.idleMs ?? 60_000,
      maxHeapMb: options.maxHeapMb ?? 256,
    });
  }

  /** The cleaned file; rejects with SvgRejected (the file is refused) or SvgCleanerBusy. */
  async clean(bytes: Uint8Array): Promise<Buffer> {
    try {
      const reply = await this.runner.run(bytes);
      if (reply.outcome === 'clean')
        return Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength);
      if (reply.outcome === 'rejected') throw new SvgRejected(reply.messageKey);
      throw new Error(`SVG worker failed: ${reply.message}`);
    } catch (error) {
      if (error instanceof WorkerBusy) throw new SvgCleanerBusy();
      // Out of the worker's heap: the file is what was too much.
      if (error instanceof WorkerJobTooHeavy) throw new SvgRejected('logos.svgTooHeavy');
      // Out of time is not the file's fault: precheckSvg has bounded its elements and depth, so
      // only a machine busy with other work (a large upload, the face model) makes it take this
      // long. Refusing it would tell an administrator to simplify a logo that is fine.
      if (error instanceof WorkerJobTimedOut) throw new SvgCleanerBusy('logos.svgServerBusy');
      throw error;
    }
  }

  /** Terminates the worker; files still waiting are refused as busy. */
  close(): Promise<void> {
    return this.runner.close();
  }
}

/** The server's one SVG cleaner (per process: every app instance in it shares the worker). */
export const svgCleaner = new SvgCleaner();
