import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeWithDb } from '../../../../test/helper';
import { openTestDatabase } from '../../../../test/test-database';
import type { Database } from '../../../db/client';
import { InProcessEvents } from '../../../platform/events/in-process-events';
import { postOutbound } from '../../../platform/outbound/outbound-post';
import { integrationChannels } from '../channels/channels.table';
import { DEFAULT_DELIVERY_POLICY, type DeliveryPolicy } from './delivery-policy';
import { type DeliverMessage, DeliveryWorker } from './delivery-worker';
import { claimDueMessages, enqueueMessages, type NewOutboxMessage } from './outbox.repository';
import { integrationOutbox } from './outbox.table';

const CHANNEL = '00000000-0000-4000-8000-000000000001';
const silent = { error: () => undefined };

/** A local webhook receiver: records each call's idempotency key; answers as `answer` says. */
let answer: (key: string, response: ServerResponse) => void;
let receivedKeys: string[];
let receiver: Server;
let receiverUrl: string;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const key = String(request.headers['idempotency-key']);
      receivedKeys.push(key);
      answer(key, response);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(() => {
  receiver.closeAllConnections();
  receiver.close();
});

/** The plugin channel's way: a JSON POST carrying the message's idempotency key. */
const webhook: DeliverMessage = async (message) => {
  await postOutbound(
    {
      url: receiverUrl,
      headers: { 'content-type': 'application/json', 'idempotency-key': message.idempotencyKey },
      body: JSON.stringify(message.payload),
      timeoutMs: 5_000,
    },
    { allowedHosts: [] },
  );
};

const quick: DeliveryPolicy = { ...DEFAULT_DELIVERY_POLICY, firstBackoffMs: 20, maxBackoffMs: 100, claimMs: 5_000 };
const messages = (count: number, prefix = 'alarm', maxAttempts = 3): NewOutboxMessage[] =>
  Array.from({ length: count }, (_, i) => ({
    channelId: CHANNEL,
    idempotencyKey: `${prefix}-${i}:contact-${i}`,
    recipient: `contact-${i}`,
    payload: { text: `message ${i}` },
    maxAttempts,
  }));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeWithDb('the delivery outbox', () => {
  let database: Database;
  const workers: DeliveryWorker[] = [];
  const rows = () => database.db.select().from(integrationOutbox).orderBy(integrationOutbox.idempotencyKey);
  const allSettled = (list: { status: string }[]) =>
    list.length > 0 && list.every((row) => row.status === 'delivered' || row.status === 'failed');
  const startWorker = (deliver: DeliverMessage, policy: DeliveryPolicy = quick, events?: InProcessEvents) => {
    const worker = new DeliveryWorker({
      db: database.db,
      deliver,
      policy,
      log: silent,
      pollMs: 25,
      batchSize: 8,
      ...(events ? { events } : {}),
    });
    workers.push(worker);
    worker.start();
    return worker;
  };

  beforeEach(async () => {
    database = await openTestDatabase();
    await database.db
      .insert(integrationChannels)
      .values({ id: CHANNEL, kind: 'plugin', name: 'MES receiver', settings: { url: 'http://127.0.0.1/' } });
    receivedKeys = [];
    answer = (_key, response) => response.writeHead(200).end('{"ok":true}');
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await database.close();
  });

  it('delivers each queued message once, woken by the queued event, and logs the attempt', async () => {
    const events = new InProcessEvents(silent);
    startWorker(webhook, { ...quick }, events);
    expect(await enqueueMessages(database.db, messages(20))).toBe(20);
    await events.publish({ type: 'outbox.queued' });
    const settled = await until(rows, allSettled, 'the deliveries');
    expect(settled.map((row) => [row.status, row.attempts, row.lastError])).toEqual(
      Array.from({ length: 20 }, () => ['delivered', 1, null]),
    );
    expect(settled.every((row) => row.latencyMs !== null && row.deliveredAt !== null && row.claimedBy === null)).toBe(
      true,
    );
    expect([...receivedKeys].sort()).toEqual(settled.map((row) => row.idempotencyKey));
  });

  it('stores a message once however often the same key is queued', async () => {
    expect(await enqueueMessages(database.db, messages(3))).toBe(3);
    expect(await enqueueMessages(database.db, messages(4))).toBe(1);
    expect(await rows()).toHaveLength(4);
  });

  it('tries a failing receiver again with back-off, and gives up after the last attempt', async () => {
    answer = (_key, response) => response.writeHead(503).end('busy');
    await enqueueMessages(database.db, messages(1, 'down', 3));
    startWorker(webhook);
    const [row] = await until(rows, allSettled, 'the message to fail');
    expect([row?.status, row?.attempts, row?.lastError]).toEqual([
      'failed',
      3,
      `refused-by-receiver: 127.0.0.1:${new URL(receiverUrl).port} answered 503`,
    ]);
    expect(receivedKeys).toEqual(['down-0:contact-0', 'down-0:contact-0', 'down-0:contact-0']);
  });

  it('delivers once the receiver is back, keeping the last error for the log', async () => {
    let calls = 0;
    answer = (_key, response) => {
      calls += 1;
      if (calls <= 2) response.writeHead(500).end();
      else response.end('ok');
    };
    await enqueueMessages(database.db, messages(1, 'flaky', 5));
    startWorker(webhook);
    const [row] = await until(rows, allSettled, 'the delivery');
    expect([row?.status, row?.attempts, row?.lastError?.startsWith('refused-by-receiver')]).toEqual([
      'delivered',
      3,
      true,
    ]);
  });

  it('does not try again what the receiver refuses for good', async () => {
    answer = (_key, response) => response.writeHead(400).end('bad payload');
    await enqueueMessages(database.db, messages(1, 'refused', 5));
    startWorker(webhook);
    const [row] = await until(rows, allSettled, 'the refusal');
    expect([row?.status, row?.attempts]).toEqual(['failed', 1]);
    expect(receivedKeys).toHaveLength(1);
  });

  it('ends an attempt that outlasts its deadline, and tries again', async () => {
    let calls = 0;
    answer = (_key, response) => {
      calls += 1;
      if (calls === 1) setTimeout(() => response.end('late'), 1_500);
      else response.end('ok');
    };
    await enqueueMessages(database.db, messages(1, 'slow', 3));
    startWorker(webhook, { ...quick, attemptTimeoutMs: 200 });
    const [row] = await until(rows, allSettled, 'the second attempt');
    expect([row?.status, row?.attempts, row?.lastError]).toEqual([
      'delivered',
      2,
      'timeout: the attempt took longer than 200 ms',
    ]);
  });

  it('has two workers on one database deliver every message exactly once', async () => {
    await enqueueMessages(database.db, messages(120, 'shared'));
    startWorker(webhook);
    startWorker(webhook);
    const settled = await until(rows, allSettled, 'the deliveries');
    expect(settled.every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
    expect(receivedKeys).toHaveLength(120);
    expect(new Set(receivedKeys).size).toBe(120);
  });

  it('delivers a message whose worker died mid-attempt once its claim has expired, with the same key', async () => {
    await enqueueMessages(database.db, messages(1, 'orphan', 3));
    // A worker claims it and is never heard of again (killed mid-attempt).
    const [claimed] = await claimDueMessages(database.db, 'worker-killed', 10, 100);
    expect(claimed?.status).toBe('sending');
    startWorker(webhook);
    const [row] = await until(rows, allSettled, 'the orphan to be delivered');
    expect([row?.status, row?.attempts]).toEqual(['delivered', 2]);
    expect(receivedKeys).toEqual(['orphan-0:contact-0']);
  });

  it('gives up on a message whose every attempt was interrupted', async () => {
    await enqueueMessages(database.db, messages(1, 'cursed', 1));
    await claimDueMessages(database.db, 'worker-killed', 10, 50);
    startWorker(webhook);
    const [row] = await until(rows, allSettled, 'the message to fail');
    expect([row?.status, row?.attempts, row?.lastError]).toEqual([
      'failed',
      2,
      'gave up after 1 attempts; last: interrupted',
    ]);
    expect(receivedKeys).toEqual([]);
    expect(await database.db.select().from(integrationOutbox).where(eq(integrationOutbox.status, 'sending'))).toEqual(
      [],
    );
  });
});
