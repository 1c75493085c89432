/**
 * Refresh-and-replay for HTTP 401 (docs/spec.md §4): the first call that fails starts ONE token refresh;
 * every call that fails while it runs waits for the same refresh and is then replayed with the
 * new token. When the refresh fails, all waiting calls are rejected and the session is ended once.
 *
 * Pure: the refresh itself, the token source and the logout are passed in.
 */
export interface RefreshQueueOptions {
  /** Performs the refresh, stores the new tokens and returns the new access token. */
  refresh: () => Promise<string>;
  /** The access token in force right now (cookies are shared with other tabs). */
  currentToken: () => string | undefined;
  /** Called once per failed refresh, before the waiting calls are rejected. */
  onRefreshFailed: (error: unknown) => void;
}

export interface RefreshQueue {
  /**
   * Resolves with the token to replay a call with that was answered 401 after being sent with
   * `sentWith`; rejects when no valid token can be had.
   */
  tokenAfterUnauthorized(sentWith: string | undefined): Promise<string>;
  /** Whether a refresh is running (for tests and diagnostics). */
  readonly refreshing: boolean;
}

export function createRefreshQueue(options: RefreshQueueOptions): RefreshQueue {
  let inFlight: Promise<string> | null = null;

  const start = (): Promise<string> => {
    // Started on a later microtask so that even a synchronous throw in `refresh` settles the
    // shared promise instead of escaping to the first caller only.
    const run = Promise.resolve()
      .then(() => options.refresh())
      .catch((error: unknown) => {
        options.onRefreshFailed(error);
        throw error;
      });
    inFlight = run;
    run
      .finally(() => {
        if (inFlight === run) inFlight = null;
      })
      .catch(() => {
        // The callers of `run` see the failure; this branch only clears the slot.
      });
    return run;
  };

  return {
    tokenAfterUnauthorized(sentWith) {
      if (inFlight) return inFlight;
      // The token already changed since this call left (a refresh finished meanwhile, maybe in
      // another tab): replay with it rather than spending the single-use refresh token again.
      const current = options.currentToken();
      if (current && current !== sentWith) return Promise.resolve(current);
      return start();
    },
    get refreshing() {
      return inFlight !== null;
    },
  };
}
