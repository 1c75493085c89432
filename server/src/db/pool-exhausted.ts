/**
 * What pg-pool rejects a checkout with when no connection came free within the pool's
 * `connectionTimeoutMillis` (pg-pool's connect(): a plain Error with exactly this message, no code).
 * Opening a new connection that takes too long fails otherwise ("Connection terminated due to
 * connection timeout"): that is a database not answering, not a full pool.
 */
const POOL_WAIT_TIMED_OUT = 'timeout exceeded when trying to connect';

/** Drizzle wraps a failed query in DrizzleQueryError, the driver's error as its cause. */
const MAX_CAUSES = 4;

/**
 * Whether `error` is the pool's time-out waiting for a free connection (every one was in use), or
 * wraps it as its cause: an overloaded moment to try again after, not a fault of the request or
 * the server. A transaction checks its connection out itself and meets the bare error.
 */
export function isPoolExhausted(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth <= MAX_CAUSES && current instanceof Error; depth++) {
    if (Object.getPrototypeOf(current) === Error.prototype && current.message === POOL_WAIT_TIMED_OUT) return true;
    current = current.cause;
  }
  return false;
}
