import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@workbench/contracts';
import { AppError } from '../errors';
import { workerModuleUrl } from '../worker-thread/start-worker';
import { WorkerBusy, WorkerJobRunner, WorkerJobTimedOut, WorkerJobTooHeavy } from '../worker-thread/worker-job-runner';
import type { FaceReading, FaceReadReply, PictureKind } from './face-reading';

/**
 * Too many pictures wait for the model already, or the machine was too busy for the model to read
 * one in time: try again in a moment (503, not a failed sign-in and not an invalid picture).
 */
export const faceReaderBusy = () => new AppError(503, ERROR_CODES.business, 'faces.busy');

/** Pictures read in the last minute, at most this many, are answered again without the model. */
const RECENT_PICTURES = 16;
const RECENT_MS = 60_000;

/**
 * Reads faces from pictures with the face model in a worker thread (face-model.worker.ts). One
 * per process: the model takes ~400 MB while loaded, so every app instance in the process shares
 * it; the worker starts with the first picture (or warmUp) and stops after 30 idle minutes.
 *
 * The sign-in page checks its camera frames before it signs in with two of them; the readings of
 * the last few pictures are kept for a minute, so the sign-in does not run the model on them again.
 * Only a saving: another instance, or a picture not seen before, is simply read.
 */
export class FaceReader {
  private readonly runner: WorkerJobRunner<FaceReadReply>;
  private readonly recent = new Map<string, { until: number; reading: Promise<FaceReading | null> }>();

  constructor(options: { workerUrl?: URL; timeLimitMs?: number; idleMs?: number; maxHeapMb?: number } = {}) {
    this.runner = new WorkerJobRunner<FaceReadReply>({
      name: 'Face model',
      workerUrl: options.workerUrl ?? workerModuleUrl('face-model.worker', import.meta.url),
      timeLimitMs: options.timeLimitMs ?? 10_000,
      // Loading TensorFlow.js and ~12 MB of models; slow on a busy two-core machine.
      startupLimitMs: 60_000,
      // A shared terminal sends one picture at a time; more than a few waiting is a flood.
      maxWaiting: 8,
      idleMs: options.idleMs ?? 30 * 60_000,
      maxHeapMb: options.maxHeapMb ?? 512,
    });
  }

  /**
   * The faces in a JPEG or PNG; null when the bytes are not a picture the model can read (not an
   * image, damaged, too large, or more than the worker's memory holds). Rejects with
   * faceReaderBusy() when too many pictures wait already or the model did not finish in time.
   */
  read(bytes: Uint8Array, kind: PictureKind): Promise<FaceReading | null> {
    const key = `${kind}:${createHash('sha256').update(bytes).digest('base64')}`;
    const now = Date.now();
    for (const [oldKey, old] of this.recent) if (old.until < now) this.recent.delete(oldKey);
    const known = this.recent.get(key);
    if (known) return known.reading;
    const reading = this.readWithModel(bytes, kind);
    this.recent.set(key, { until: now + RECENT_MS, reading });
    // Failures (busy, a broken worker) are not kept: the next try reads again.
    reading.catch(() => this.recent.delete(key));
    while (this.recent.size > RECENT_PICTURES) {
      const oldest = this.recent.keys().next().value;
      if (oldest === undefined) break;
      this.recent.delete(oldest);
    }
    return reading;
  }

  private async readWithModel(bytes: Uint8Array, kind: PictureKind): Promise<FaceReading | null> {
    try {
      const reply = await this.runner.run(bytes, { kind });
      if (reply.outcome === 'read') return reply.reading;
      if (reply.outcome === 'unreadable') return null;
      throw new Error(`Face model failed: ${reply.message}`);
    } catch (error) {
      // Out of the worker's heap: the picture is what was too much (and the pixel limit was checked
      // from its header before decoding), so it is no picture the model can read.
      if (error instanceof WorkerJobTooHeavy) return null;
      // Not read within the time limit: the pixels are bounded (MAX_PICTURE_PIXELS, scaled down to
      // a fixed size before the model), so a time-out means a busy machine, not a bad picture.
      // Answering it as invalid would tell a person with a good picture to take another one.
      if (error instanceof WorkerBusy || error instanceof WorkerJobTimedOut) throw faceReaderBusy();
      throw error;
    }
  }

  /** Loads the model ahead of the first picture. */
  warmUp(): void {
    this.runner.warmUp();
  }

  close(): Promise<void> {
    this.recent.clear();
    return this.runner.close();
  }
}

/** The server's one face reader (per process). */
export const faceReader = new FaceReader();
