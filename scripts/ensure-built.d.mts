/** Builds web/dist and server/dist when they are missing or older than their sources. */
export function ensureBuilt(options?: { quiet?: boolean }): void;
