import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import type { DomainEvents } from '../../../platform/events/domain-events';
import { OutboundError } from '../../../platform/outbound/outbound-error';
import { backoffMs, DEFAULT_DELIVERY_POLICY, type DeliveryPolicy } from './delivery-policy';
import { claimDueMessages, markAttemptFailed, markDelivered, type OutboxRow } from './outbox.repository';

/** What an attempt is given besides its message. */
export interface DeliveryAttempt {
  /** Aborts when the attempt's time is up. */
  signal: AbortSignal;
  /**
   * Shared by the messages claimed together: what a delivery reads once for all of them (the
   * channel's settings) is kept here, read as of the claim, instead of once per message.
   */
  batch: Map<string, unknown>;
}

/**
 * Sends one message through its channel. Resolves once the receiver has accepted it; rejects
 * otherwise — with an OutboundError, or an error carrying `retryable: false` when trying again
 * cannot help.
 */
export type DeliverMessage = (message: OutboxRow, attempt: DeliveryAttempt) => Promise<void>;

export interface DeliveryWorkerDeps {
  db: Db;
  /** Wakes the worker when any instance has queued messages; without it, it only polls. */
  events?: DomainEvents;
  deliver: DeliverMessage;
  log: Pick<FastifyBaseLogger, 'error'>;
  policy?: DeliveryPolicy;
  /** How often the worker looks for due messages without being woken (back-offs ending, claims expiring). */
  pollMs?: number;
  /** Messages claimed, and sent side by side, at a time. */
  batchSize?: number;
}

/** What is stored as the attempt's error, and whether another attempt could succeed. */
function failureOf(error: unknown): { text: string; retryable: boolean } {
  if (error instanceof OutboundError) return { text: error.message, retryable: error.retryable };
  const declared = (error as { retryable?: unknown })?.retryable;
  // The channels' own errors say what failed in their message; anything else is named by its type.
  const text =
    error instanceof Error
      ? typeof declared === 'boolean'
        ? error.message
        : `${error.name}: ${error.message}`
      : 'unknown failure';
  return { text: text.slice(0, 1_000), retryable: declared !== false };
}

/**
 * Delivers the outbox (docs/adr/0013-delivery-outbox.md). Every instance runs one; each claims
 * due messages in batches (claimDueMessages: two instances never claim the same message), sends
 * them side by side, each attempt under a deadline, and records the outcome only while it still
 * holds the claim. A failed attempt is tried again after an exponential back-off, up to the
 * message's number of attempts; a message whose worker died mid-attempt is claimed again once the
 * claim has expired, and sent with the same idempotency key.
 */
export class DeliveryWorker {
  /** Names this worker's claims; unique per process, so a restarted instance holds none of its old ones. */
  readonly id = `worker-${randomUUID()}`;
  private readonly policy: DeliveryPolicy;
  private readonly batchSize: number;
  private ticking: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private poll: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(private readonly deps: DeliveryWorkerDeps) {
    this.policy = deps.policy ?? DEFAULT_DELIVERY_POLICY;
    this.batchSize = deps.batchSize ?? 32;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.unsubscribe = this.deps.events?.subscribe('outbox.queued', () => this.wake());
    this.poll = setInterval(() => this.wake(), this.deps.pollMs ?? 1_000);
    this.poll.unref();
    this.wake();
  }

  /** Looks for due messages now (or right after the look in progress). */
  wake(): void {
    if (this.stopped) return;
    if (this.ticking) {
      this.again = true;
      return;
    }
    this.ticking = this.drain()
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'the delivery worker could not read the outbox'))
      .finally(() => {
        this.ticking = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Stops claiming; resolves once the attempts under way have ended (each within its deadline). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.poll);
    this.unsubscribe?.();
    await this.ticking;
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      const claimed = await claimDueMessages(this.deps.db, this.id, this.batchSize, this.policy.claimMs);
      const batch = new Map<string, unknown>();
      await Promise.all(claimed.map((message) => this.attempt(message, batch)));
      if (claimed.length < this.batchSize) return;
    }
  }

  private async attempt(message: OutboxRow, batch: Map<string, unknown>): Promise<void> {
    const { db } = this.deps;
    if (message.attempts > message.maxAttempts) {
      // Claimed again after its last attempt's worker died: no attempts left.
      const text = `gave up after ${message.maxAttempts} attempts; last: ${message.lastError ?? 'interrupted'}`;
      await markAttemptFailed(db, message.id, this.id, text, null);
      return;
    }
    const started = performance.now();
    try {
      await this.withDeadline(message, batch);
      await markDelivered(db, message.id, this.id, Math.round(performance.now() - started));
    } catch (error) {
      const { text, retryable } = failureOf(error);
      const retryIn =
        retryable && message.attempts < message.maxAttempts ? backoffMs(this.policy, message.attempts) : null;
      await markAttemptFailed(db, message.id, this.id, text, retryIn).catch((storeError: unknown) =>
        this.deps.log.error({ err: storeError, messageId: message.id }, 'a delivery outcome was not stored'),
      );
    }
  }

  /** The channel's own deadline may be longer or missing: the worker's ends the attempt regardless. */
  private withDeadline(message: OutboxRow, batch: Map<string, unknown>): Promise<void> {
    const controller = new AbortController();
    const { attemptTimeoutMs } = this.policy;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const failure = new OutboundError('timeout', `the attempt took longer than ${attemptTimeoutMs} ms`);
        controller.abort(failure);
        reject(failure);
      }, attemptTimeoutMs);
    });
    return Promise.race([this.deps.deliver(message, { signal: controller.signal, batch }), deadline]).finally(() =>
      clearTimeout(timer),
    );
  }
}
