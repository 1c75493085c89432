import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { installationEnv, type ServiceProcess, startServiceProcess, stopProcess, waitUntil } from '../service-process';
import { createSharedPostgres, testDatabaseKind } from '../test-database';
import { postgresTestUrl } from '../test-database-url';

/*
 * The integrations' outbox with two real service processes on one PostgreSQL and Redis: two
 * instances never both send a message, and a message whose instance is killed (kill -9) in the
 * middle of sending it is sent once more by the other, with the same idempotency key, so that a
 * receiver that honours the key processes it once. Runs in the PostgreSQL half.
 */
const available = testDatabaseKind === 'postgres' && Boolean(inject('postgresUrl')) && Boolean(inject('redisUrl'));

/** A plant's receiver: keeps every arrival, processes each idempotency key once, and can hold its answers. */
class Receiver {
  readonly arrivals: string[] = [];
  readonly processed = new Set<string>();
  holding = false;
  private readonly held: ServerResponse[] = [];
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request: IncomingMessage, response) => {
      request.resume();
      request.on('end', () => {
        const key = String(request.headers['idempotency-key']);
        this.arrivals.push(key);
        if (this.holding) {
          this.held.push(response);
          return;
        }
        this.processed.add(key);
        response.end('ok');
      });
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  }

  stop(): void {
    this.server?.closeAllConnections();
    this.server?.close();
  }
}

describe.skipIf(!available)('the integration outbox on two service processes', () => {
  let database: { url: string; drop(): Promise<void> } | undefined;
  const receiver = new Receiver();
  let workDir: string;
  let env: Record<string, string>;
  let db: pg.Client;
  let channelId: string;
  const running: ServiceProcess[] = [];

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'wb-outbox-'));
    database = await createSharedPostgres(postgresTestUrl());
    env = installationEnv(database.url);
    await receiver.start();
    running.push(await startServiceProcess('a', workDir, env));
    db = new pg.Client({ connectionString: env.DATABASE_URL });
    await db.connect();
    const channel = await db.query<{ id: string }>(
      `insert into integration_channels (kind, name, enabled, settings) values ('plugin', 'MES', true, $1) returning id`,
      [
        JSON.stringify({
          url: receiver.url,
          templates: { 'zh-Hans': { body: '' }, en: { body: '' }, 'de-DE': { body: '' } },
        }),
      ],
    );
    channelId = channel.rows[0]?.id ?? '';
  }, 180_000);

  afterAll(async () => {
    await db?.end().catch(() => undefined);
    await Promise.all(running.map((instance) => stopProcess(instance.child, 'SIGTERM')));
    receiver.stop();
    await database?.drop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  }, 60_000);

  /** Messages committed straight into the outbox, as a cause's transaction does. */
  const enqueue = (prefix: string, count: number) =>
    db.query(
      `insert into integration_outbox (channel_id, idempotency_key, recipient, payload, max_attempts)
       select $1, $2 || n, 'contact-' || n, jsonb_build_object('body', '{}'), 5 from generate_series(1, $3::int) as n`,
      [channelId, `${prefix}:`, count],
    );
  const statuses = async (prefix: string) =>
    (
      await db.query<{ status: string; attempts: number }>(
        'select status, attempts from integration_outbox where idempotency_key like $1 order by idempotency_key',
        [`${prefix}:%`],
      )
    ).rows;

  it('takes over what a killed instance was sending, with the same keys, so each is processed once', async () => {
    receiver.holding = true;
    await enqueue('killed', 10);
    // Instance A has sent all ten and waits for the answers…
    await waitUntil('A sending the ten messages', () => (receiver.arrivals.length >= 10 ? true : undefined), 20_000);
    const [a] = running.splice(0, 1);
    a?.child.kill('SIGKILL');
    await new Promise((resolve) => a?.child.once('exit', resolve));
    receiver.holding = false;
    // …and is gone. Its claims would hold 40 s; the test lets that time pass at once.
    await db.query(
      "update integration_outbox set claim_expires_at = now() - interval '1 second' where status = 'sending'",
    );
    running.push(await startServiceProcess('b', workDir, env));
    await waitUntil(
      'B delivering the ten',
      async () => ((await statuses('killed')).every((row) => row.status === 'delivered') ? true : undefined),
      30_000,
    );
    expect((await statuses('killed')).map((row) => row.attempts)).toEqual(Array(10).fill(2));
    const keys = Array.from({ length: 10 }, (_, i) => `killed:${i + 1}`).sort();
    // Every key came twice (once to the killed instance's held call, once from B), and was processed once.
    expect([...receiver.processed].sort()).toEqual(keys);
    expect(receiver.arrivals.filter((key) => key.startsWith('killed:')).sort()).toEqual(
      keys.flatMap((key) => [key, key]).sort(),
    );
  }, 120_000);

  it('has two instances send each of 300 messages exactly once', async () => {
    running.push(await startServiceProcess('c', workDir, env));
    await enqueue('shared', 300);
    await waitUntil(
      'the 300 to be delivered',
      async () => ((await statuses('shared')).every((row) => row.status === 'delivered') ? true : undefined),
      60_000,
    );
    const arrived = receiver.arrivals.filter((key) => key.startsWith('shared:'));
    expect(arrived).toHaveLength(300);
    expect(new Set(arrived).size).toBe(300);
    expect((await statuses('shared')).every((row) => row.attempts === 1)).toBe(true);
  }, 120_000);
});
