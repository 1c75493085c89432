/**
 * Back-off between connection attempts: at once, then 2, 5, 10 and 30 s, then every 30 s for as
 * long as the session lasts. A plant terminal must come back by itself after a network outage or
 * a server restart, however long; the 30 s step keeps a restarting server from being flooded.
 */
export const RECONNECT_DELAYS_MS = [0, 2_000, 5_000, 10_000, 30_000] as const;
const KEEP_TRYING_EVERY_MS = 30_000;

/** The wait before attempt number `previousAttempts` (0 for the first retry after a loss). */
export function reconnectDelayMs(previousAttempts: number): number {
  return RECONNECT_DELAYS_MS[previousAttempts] ?? KEEP_TRYING_EVERY_MS;
}
