import { parentPort } from 'node:worker_threads';
import { runBelowEventLoop } from '../../../platform/worker-thread/thread-priority';
import type { SvgCleanReply, SvgCleanRequest } from './svg-clean-protocol';
import { SvgRejected } from './svg-rejected';
import { preloadSvgTools, sanitiseSvg } from './svg-sanitiser';

/**
 * The SVG worker thread (started by svg-cleaner.ts): cleans one file at a time with jsdom and
 * DOMPurify, so that a slow file holds up this thread only, never the server's event loop. In the
 * built server it is its own bundle, dist/svg-clean.worker.js (scripts/build.mjs).
 */
const port = parentPort;
if (!port) throw new Error('svg-clean.worker runs as a worker thread only');
// Heavy work yields the CPU to the event loop that every other request waits on.
runBelowEventLoop();

async function clean({ id, bytes }: SvgCleanRequest): Promise<SvgCleanReply> {
  try {
    const cleaned = await sanitiseSvg(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return { id, outcome: 'clean', bytes: new Uint8Array(cleaned) };
  } catch (error) {
    if (error instanceof SvgRejected) return { id, outcome: 'rejected', messageKey: error.messageKey };
    return { id, outcome: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

// Loading jsdom takes a while; the cleaner counts a file's time limit from this "ready" on.
const loaded = preloadSvgTools().then(() => port.postMessage({ outcome: 'ready' } satisfies SvgCleanReply));

port.on('message', async (request: SvgCleanRequest) => {
  await loaded;
  const reply = await clean(request);
  port.postMessage(reply, reply.outcome === 'clean' ? [reply.bytes.buffer as ArrayBuffer] : []);
});
