/**
 * How hard the outbox tries (docs/adr/0013-delivery-outbox.md). An alarm that arrives a few
 * minutes late is still worth sending; one that has failed for about an hour is reported as
 * failed instead, so that the plant finds out its channel is broken.
 */
export interface DeliveryPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** The wait after the first failed attempt; each further failure doubles it… */
  firstBackoffMs: number;
  /** …up to this. */
  maxBackoffMs: number;
  /** One attempt, connecting included. */
  attemptTimeoutMs: number;
  /**
   * How long a worker's claim on a message holds: past it, the worker is taken to be gone (killed,
   * cut off) and another may deliver the message. Longer than an attempt, so that a live worker
   * never loses a message it is still sending.
   */
  claimMs: number;
}

export const DEFAULT_DELIVERY_POLICY: DeliveryPolicy = {
  maxAttempts: 8,
  firstBackoffMs: 5_000,
  maxBackoffMs: 15 * 60_000,
  attemptTimeoutMs: 10_000,
  claimMs: 40_000,
};

/**
 * The wait before attempt `attempt + 1`, after attempt `attempt` (1-based) failed: exponential,
 * capped, and spread by up to a fifth either way (`random` in [0, 1)) so that messages that failed
 * together, because a receiver was down, do not all come back in the same second.
 */
export function backoffMs(policy: DeliveryPolicy, attempt: number, random: number = Math.random()): number {
  const exponential = Math.min(policy.maxBackoffMs, policy.firstBackoffMs * 2 ** Math.max(0, attempt - 1));
  const spread = exponential * 0.2 * (2 * random - 1);
  return Math.max(0, Math.round(exponential + spread));
}
