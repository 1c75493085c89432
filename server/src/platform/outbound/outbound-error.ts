/**
 * Why an outgoing call did not reach its receiver or was not accepted. The reason is stored with a
 * delivery and shown, in the reader's language, in the channel's state; `detail` is for the
 * operator's log (never a secret: addresses and statuses only).
 */
export type OutboundFailure =
  | 'scheme'
  | 'host-not-allowed'
  | 'link-local'
  | 'redirect'
  | 'timeout'
  | 'network'
  | 'refused-by-receiver'
  /** The caller stopped the call (its run timed out, the service is stopping). */
  | 'aborted';

export class OutboundError extends Error {
  constructor(
    readonly reason: OutboundFailure,
    readonly detail: string,
    /** The receiver's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'OutboundError';
  }

  /** Whether trying again later could succeed: a refusal by policy never will. */
  get retryable(): boolean {
    if (this.reason === 'timeout' || this.reason === 'network') return true;
    if (this.reason === 'refused-by-receiver')
      return this.status === undefined || this.status === 429 || this.status >= 500;
    return false;
  }
}
