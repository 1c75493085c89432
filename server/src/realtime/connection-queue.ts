import type { ConnectionContext } from './realtime-types';

const queues = new WeakMap<Map<string, unknown>, Promise<void>>();

/**
 * Runs `work` for a connection after whatever earlier work for it is still running: reads that
 * finish out of order must not send an older message last. A failure is the caller's to handle
 * and does not hold up what follows.
 */
export function inConnectionOrder(context: ConnectionContext, work: () => Promise<void>): Promise<void> {
  const next = (queues.get(context.state) ?? Promise.resolve()).then(work);
  queues.set(
    context.state,
    next.catch(() => undefined),
  );
  return next;
}
