import { randomBytes } from 'node:crypto';
import * as diagnostics from 'node:diagnostics_channel';
import { once } from 'node:events';
import type { DomainEvent } from '@workbench/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { redisAnswers } from '../../../test/redis-probe';
import { redisTestUrl } from '../../../test/test-database-url';
import { RedisEvents } from './redis-events';

const url = redisTestUrl();

const available = await redisAnswers(url);
if (!available) console.warn(`Redis change-event tests skipped: no Redis answers at ${url}`);
const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

/** Waits until `done` holds, or fails after a bounded time. */
async function until(done: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.skipIf(!available)('the change-event spine over Redis pub/sub', () => {
  const opened: { close(): Promise<void> | void }[] = [];
  afterEach(async () => {
    for (const thing of opened.splice(0).reverse()) await thing.close();
  });

  async function instance(channel: string): Promise<{ events: RedisEvents; publisher: Redis; subscriber: Redis }> {
    const publisher = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: false });
    await new Promise((resolve) => publisher.once('ready', resolve));
    // The subscriber connection is the publisher's duplicate; kept to watch it end.
    const duplicate = vi.spyOn(publisher, 'duplicate');
    const events = new RedisEvents(publisher, channel, log);
    const subscriber = duplicate.mock.results[0]?.value as Redis;
    opened.push({ close: () => void publisher.disconnect() }, events);
    await events.ready();
    return { events, publisher, subscriber };
  }

  /** Finds an instance's subscriber connection; the function returned ends it as a network failure would. */
  async function subscriptionCutter(name: string): Promise<() => Promise<unknown>> {
    const admin = new Redis(url);
    opened.push({ close: () => void admin.disconnect() });
    const clients = String(await admin.client('LIST')).split('\n');
    // By its name: the same tests of the other database engine may be subscribed at the same time.
    const subscriber = clients.find((line) => line.includes(` name=${name}:subscriber `));
    const id = subscriber?.match(/\bid=(\d+)/)?.[1];
    expect(id).toBeDefined();
    return () => admin.client('KILL', 'ID', String(id));
  }

  const channel = () => `wbtest-${randomBytes(4).toString('hex')}:events`;

  it('brings every event to every instance, the publishing one included, exactly once', async () => {
    const name = channel();
    const a = await instance(name);
    const b = await instance(name);
    const onA: DomainEvent[] = [];
    const onB: DomainEvent[] = [];
    a.events.subscribe('downloadTask.changed', (event) => onA.push(event));
    b.events.subscribe('downloadTask.changed', (event) => onB.push(event));

    await a.events.publish({ type: 'downloadTask.changed', userId: 'from-a' });
    // The publisher's own subscribers have it before publish resolves: a caller reads its own writes.
    expect(onA).toEqual([{ type: 'downloadTask.changed', userId: 'from-a' }]);
    await b.events.publish({ type: 'downloadTask.changed', userId: 'from-b' });

    await until(() => onA.length === 2 && onB.length === 2, 'both events on both instances');
    // A marker published last: once it has arrived, no late duplicate can still be on its way.
    let marker = 0;
    a.events.subscribe('settings.changed', () => {
      marker += 1;
    });
    await b.events.publish({ type: 'settings.changed' });
    await until(() => marker === 1, 'the marker');
    // Exactly once each; between instances, pub/sub promises no order of events from different publishers.
    const usersOf = (seen: DomainEvent[]) =>
      seen.map((event) => event.type === 'downloadTask.changed' && event.userId).sort();
    expect(usersOf(onA)).toEqual(['from-a', 'from-b']);
    expect(usersOf(onB)).toEqual(['from-a', 'from-b']);
  });

  it('hands an event to the other instances before its own subscribers take their time over it', async () => {
    const name = channel();
    const a = await instance(name);
    const b = await instance(name);
    const order: string[] = [];
    // What A's connection to Redis is given, in the order it is given.
    const publish = a.publisher.publish.bind(a.publisher);
    a.publisher.publish = ((...args: Parameters<typeof publish>) => {
      order.push('given to Redis');
      return publish(...args);
    }) as typeof a.publisher.publish;
    // A subscriber on A as long as a hub delivery to thousands of connections.
    a.events.subscribe('settings.changed', () => {
      order.push('subscriber on A');
    });
    let onB = 0;
    b.events.subscribe('settings.changed', () => {
      onB += 1;
    });

    await a.events.publish({ type: 'settings.changed' });

    expect(order).toEqual(['given to Redis', 'subscriber on A']);
    await until(() => onB === 1, 'the event on B');
  });

  it('drops what does not fit the contracts instead of acting on it', async () => {
    const name = channel();
    const a = await instance(name);
    const seen: DomainEvent[] = [];
    a.events.subscribe('session.ended', (event) => seen.push(event));
    a.events.subscribe('settings.changed', (event) => seen.push(event));

    await a.publisher.publish(name, 'not json');
    await a.publisher.publish(name, JSON.stringify({ origin: 'elsewhere', event: { type: 'session.ended' } }));
    await a.publisher.publish(name, JSON.stringify({ origin: 'elsewhere', event: { type: 'settings.changed' } }));

    await until(() => seen.length === 1, 'the one valid event');
    expect(seen).toEqual([{ type: 'settings.changed' }]);
  });

  it('after losing its subscription, drops every cache on coming back (what it missed is unknown)', async () => {
    const name = channel();
    const a = await instance(name);
    const seen: string[] = [];
    a.events.subscribe('catalogue.changed', (event) => seen.push(event.type));
    a.events.subscribe('accounts.changed', (event) => seen.push(event.type));

    const cut = await subscriptionCutter(name);
    await cut();

    await until(() => seen.includes('catalogue.changed') && seen.includes('accounts.changed'), 'the resync');
  });

  it('closed while its subscription is coming back, leaves no failed command unheard', async () => {
    const name = channel();
    const a = await instance(name);
    const cut = await subscriptionCutter(name);
    const unheard: unknown[] = [];
    const hear = (reason: unknown) => unheard.push(reason);
    // The instance closes the moment the reconnecting subscriber has asked Redis whether it is
    // ready (ioredis reports each command it writes on this diagnostics channel): the answer
    // still arrives on the closing connection, which counts as ready just before it ends. What
    // shutting down while Redis is coming back meets, here without waiting for the moment.
    const closeOnReadyCheck = (message: unknown) => {
      if ((message as { command?: string }).command !== 'info') return;
      diagnostics.unsubscribe('tracing:ioredis:command:start', closeOnReadyCheck);
      void a.events.close();
    };
    process.on('unhandledRejection', hear);
    diagnostics.subscribe('tracing:ioredis:command:start', closeOnReadyCheck);
    try {
      const ended = once(a.subscriber, 'end');
      await cut();
      await ended;
      // Node reports a rejection nobody handled once the current turn is over.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unheard).toEqual([]);
    } finally {
      process.off('unhandledRejection', hear);
      diagnostics.unsubscribe('tracing:ioredis:command:start', closeOnReadyCheck);
    }
  });
});
