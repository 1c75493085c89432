import { workerModuleUrl } from '../worker-thread/start-worker';
import { WorkerJobRunner } from '../worker-thread/worker-job-runner';
import type { JsonParseReply } from './json-parse-protocol';

export type ParsedBody = { outcome: 'parsed'; value: unknown } | { outcome: 'empty' } | { outcome: 'invalid' };

/**
 * Parses large JSON bodies in one worker thread (json-parse.worker.ts), one at a time: the event
 * loop only hands the bytes over and receives the parsed value, a copy of memory rather than a walk
 * over every character. The worker starts with the first large body and stops when idle. Rejects
 * with WorkerBusy when too many bodies wait, WorkerJobTimedOut when one takes too long and
 * WorkerJobTooHeavy when one takes too much memory (platform/worker-thread/worker-job-runner.ts).
 */
export class LargeJsonParser {
  private readonly runner = new WorkerJobRunner<JsonParseReply>({
    name: 'JSON',
    workerUrl: workerModuleUrl('json-parse.worker', import.meta.url),
    // Parsing the largest body takes a tenth of a second; a body that takes this long is refused.
    timeLimitMs: 10_000,
    startupLimitMs: 30_000,
    // Large bodies are uploads, a few at a time; more waiting is a flood.
    maxWaiting: 8,
    idleMs: 60_000,
    // Two 13 MB pictures as text, their parsed copy and the copy sent back, with room to spare.
    maxHeapMb: 256,
  });

  async parse(bytes: Uint8Array): Promise<ParsedBody> {
    const reply = await this.runner.run(bytes);
    return reply.outcome === 'parsed' ? { outcome: 'parsed', value: reply.value } : { outcome: reply.outcome };
  }

  close(): Promise<void> {
    return this.runner.close();
  }
}

/** The server's one parser of large bodies (per process: every app instance in it shares the worker). */
export const largeJsonParser = new LargeJsonParser();
