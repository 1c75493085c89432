import { getPriority, setPriority } from 'node:os';

/**
 * How many nice steps below the event loop a worker thread's heavy work runs (19 is the lowest
 * there is). Five gives the loop three times the worker's share of a contended core, which keeps
 * `/healthz` within its budget during an upload; ten (a ninth) also starved the worker against
 * every other busy process of the machine, until face checks answered "busy" on a loaded host.
 */
export const WORKER_NICE_STEP = 5;

/** The nice value a worker runs at when its process runs at `processNice`. */
export const workerNiceFor = (processNice: number) => Math.min(19, processNice + WORKER_NICE_STEP);

/**
 * Lowers the calling worker thread's CPU priority. On a machine with few cores a worker that
 * cleans an SVG or reads a face keeps a core busy for seconds; at the event loop's priority the
 * scheduler shares the remaining core between them and the loop waits its turn, so every other
 * request stalls for tens of milliseconds. Below the loop, the worker takes what the loop leaves.
 * Linux keeps a nice value per thread, so only the worker is lowered; where the system does not
 * allow it (another platform, a container without the capability) the worker runs as before.
 */
export function runBelowEventLoop(): void {
  try {
    // A new thread starts at its process's nice value.
    setPriority(0, workerNiceFor(getPriority(0)));
  } catch {
    // Not permitted here: the worker keeps the event loop's priority.
  }
}
