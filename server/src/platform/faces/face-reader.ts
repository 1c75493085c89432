import { ERROR_CODES } from '@workbench/contracts';
import { AppError } from '../errors';
import { workerModuleUrl } from '../worker-thread/start-worker';
import { WorkerBusy, WorkerJobRunner, WorkerJobTooHeavy } from '../worker-thread/worker-job-runner';
import type { FaceReading, FaceReadReply } from './face-reading';

/** Too many pictures wait for the model already: try again in a moment (503, not a failed sign-in). */
export const faceReaderBusy = () => new AppError(503, ERROR_CODES.business, 'faces.busy');

/**
 * Reads faces from pictures with the face model in a worker thread (face-model.worker.ts). One
 * per process: the model takes ~150 MB once loaded, so every app instance in the process shares
 * it; the worker starts with the first picture (or warmUp) and stops after ten idle minutes.
 */
export class FaceReader {
  private readonly runner: WorkerJobRunner<FaceReadReply>;

  constructor(options: { workerUrl?: URL; timeLimitMs?: number; idleMs?: number } = {}) {
    this.runner = new WorkerJobRunner<FaceReadReply>({
      name: 'Face model',
      workerUrl: options.workerUrl ?? workerModuleUrl('face-model.worker', import.meta.url),
      timeLimitMs: options.timeLimitMs ?? 10_000,
      // Loading TensorFlow.js and ~12 MB of models; slow on a busy two-core machine.
      startupLimitMs: 60_000,
      // A shared terminal sends one picture at a time; more than a few waiting is a flood.
      maxWaiting: 8,
      idleMs: options.idleMs ?? 10 * 60_000,
      maxHeapMb: 512,
    });
  }

  /**
   * The faces in a JPEG or PNG; null when the bytes are not a picture the model can read (not an
   * image, damaged, too large, or too heavy to finish in time). Rejects with faceReaderBusy()
   * when too many pictures wait already.
   */
  async read(bytes: Uint8Array): Promise<FaceReading | null> {
    try {
      const reply = await this.runner.run(bytes);
      if (reply.outcome === 'read') return reply.reading;
      if (reply.outcome === 'unreadable') return null;
      throw new Error(`Face model failed: ${reply.message}`);
    } catch (error) {
      if (error instanceof WorkerJobTooHeavy) return null;
      if (error instanceof WorkerBusy) throw faceReaderBusy();
      throw error;
    }
  }

  /** Loads the model ahead of the first picture. */
  warmUp(): void {
    this.runner.warmUp();
  }

  close(): Promise<void> {
    return this.runner.close();
  }
}

/** The server's one face reader (per process). */
export const faceReader = new FaceReader();
