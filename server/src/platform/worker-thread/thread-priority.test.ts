import { getPriority } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { startWorker } from './start-worker';
import { workerNiceFor } from './thread-priority';

const probe = new URL('./thread-priority.probe.ts', import.meta.url);

describe('runBelowEventLoop', () => {
  it.runIf(process.platform === 'linux')('lowers the worker thread only, never the event loop', async () => {
    const before = getPriority(0);
    const worker: Worker = startWorker(probe, 64);
    const workerPriority = await new Promise<number>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    expect(workerPriority).toBe(workerNiceFor(before));
    expect(workerPriority).toBeGreaterThan(before === 19 ? 18 : before);
    expect(getPriority(0)).toBe(before);
  });
});
