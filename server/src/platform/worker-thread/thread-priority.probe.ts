import { getPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { runBelowEventLoop } from './thread-priority';

/** A worker for thread-priority.test.ts: lowers itself as the server's workers do, and says where it is. */
runBelowEventLoop();
parentPort?.postMessage(getPriority(0));
