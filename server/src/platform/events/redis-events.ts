import { randomUUID } from 'node:crypto';
import { type DomainEvent, type DomainEventType, domainEventSchema } from '@workbench/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { closeRedis } from '../redis';
import type { DomainEventHandler, DomainEvents } from './domain-events';
import { LocalDispatch } from './local-dispatch';

/** What travels on the channel: the event and the instance that published it. */
const envelopeSchema = z.object({ origin: z.string(), event: domainEventSchema });

/**
 * What an instance may have missed while its subscription was away: everything cached may be
 * stale. Dispatched locally when the subscription comes back.
 */
const RESYNC_EVENTS: readonly DomainEvent[] = [
  { type: 'catalogue.changed' },
  { type: 'accounts.changed', userIds: [] },
  { type: 'settings.changed' },
];

/**
 * Several instances: events go through one Redis pub/sub channel. An instance delivers its own
 * events to its subscribers at once (a caller reads its own writes) and skips their echo from
 * Redis, so that each instance handles each event exactly once. What arrives is checked against
 * the contracts; a message that does not fit is logged and dropped.
 *
 * Pub/sub keeps nothing: an instance that is cut off from Redis misses what is published
 * meanwhile, so on reconnecting it drops all its read caches (RESYNC_EVENTS). Hub deliveries
 * missed in that gap are not replayed; a screen that reconnects is sent what is still active.
 */
export class RedisEvents implements DomainEvents {
  private readonly origin = randomUUID();
  private readonly local: LocalDispatch;
  private readonly subscriber: Redis;
  private lastWarnedAt = 0;
  private subscribedOnce = false;

  constructor(
    private readonly publisher: Redis,
    private readonly channel: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.local = new LocalDispatch((error, event) =>
      log.error({ err: error, event: event.type }, 'event handler failed'),
    );
    // A connection in subscriber mode cannot publish, so events arrive on a connection of their own,
    // to the same server with the same settings; a subscription cut off on its way waits for the
    // next connection instead of failing. Its name tells it apart in Redis's client list.
    this.subscriber = publisher.duplicate({
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
      connectionName: `${channel}:subscriber`,
      // It subscribes on every connect itself (listen). The client library's own subscribing again
      // leaves the command's failure unheard, and it fails when the instance closes while the
      // connection is coming back: an unhandled rejection ("Connection is closed.").
      autoResubscribe: false,
    });
    this.subscriber.on('error', (error) => this.warn(error, 'Redis subscription for change events is away'));
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.receive(message);
    });
    this.subscriber.on('ready', () => this.listen());
  }

  /** Resolves once the subscription is in place (tests and start-up wait for it). */
  async ready(): Promise<void> {
    while (!this.subscribedOnce) {
      if (this.subscriber.status === 'end') throw new Error('The Redis subscription ended.');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /**
   * Hands the events to Redis before this instance's subscribers run: what they do can be long
   * (a hub delivery writes to thousands of connections at once), and the other instances do their
   * share meanwhile instead of after it. One connection keeps the events in the order given.
   */
  async publish(...events: DomainEvent[]): Promise<void> {
    const sent = events.map((event) =>
      this.publisher.publish(this.channel, JSON.stringify({ origin: this.origin, event })).then(
        () => undefined,
        (error: unknown) => this.warn(error, 'a change event could not reach the other instances'),
      ),
    );
    for (const event of events) this.local.dispatch(event);
    await Promise.all(sent);
  }

  subscribe<T extends DomainEventType>(type: T, handler: DomainEventHandler<T>): () => void {
    return this.local.subscribe(type, handler);
  }

  async close(): Promise<void> {
    this.local.clear();
    this.subscriber.removeAllListeners('ready');
    await closeRedis(this.subscriber);
  }

  /** On a connection that has just come up: the subscription, and after a reconnect no cache kept. */
  private listen(): void {
    if (this.subscribedOnce) for (const event of RESYNC_EVENTS) this.local.dispatch(event);
    this.subscriber.subscribe(this.channel).then(
      () => {
        this.subscribedOnce = true;
      },
      (error: unknown) => this.warn(error, 'could not subscribe to change events'),
    );
  }

  private receive(message: string): void {
    let parsed: ReturnType<typeof envelopeSchema.safeParse>;
    try {
      parsed = envelopeSchema.safeParse(JSON.parse(message));
    } catch {
      this.log.warn('a change event on Redis was not JSON; dropped');
      return;
    }
    if (!parsed.success) {
      this.log.warn({ issues: parsed.error.issues.slice(0, 3) }, 'a change event on Redis did not fit; dropped');
      return;
    }
    if (parsed.data.origin === this.origin) return;
    this.local.dispatch(parsed.data.event);
  }

  private warn(error: unknown, what: string): void {
    // A Redis that is down reports on every retry; once a minute is enough.
    if (Date.now() - this.lastWarnedAt < 60_000) return;
    this.lastWarnedAt = Date.now();
    this.log.warn({ err: error }, what);
  }
}
