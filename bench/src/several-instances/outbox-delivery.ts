import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { Row } from '../table';
import { startInstallation } from './installation';
import type { SharedServices } from './shared-services';

const MESSAGES = 1_000;
const RATE_BUDGET = 200;
const DEADLINE_MS = 60_000;

/** A local webhook receiver that counts each idempotency key it is given and when the last one came. */
async function startReceiver(): Promise<{
  server: Server;
  url: string;
  keys: Map<string, number>;
  lastAt: () => number;
}> {
  const keys = new Map<string, number>();
  let lastAt = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const key = String(request.headers['idempotency-key']);
      keys.set(key, (keys.get(key) ?? 0) + 1);
      lastAt = performance.now();
      response.end('ok');
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, keys, lastAt: () => lastAt };
}

/**
 * The integrations' outbox under load: two instances of the built server on one PostgreSQL and
 * Redis, a plugin channel pointing at a receiver in this process, and 1,000 messages committed
 * at once into the outbox (as an event raised for 1,000 recipients would). Timed from the commit
 * to the last arrival, so the workers' time to notice (their one-second poll) counts too; every
 * key must arrive exactly once.
 */
export async function measureOutboxDelivery(services: SharedServices): Promise<Row[]> {
  const installation = await startInstallation(services);
  const receiver = await startReceiver();
  const client = new pg.Client({ connectionString: installation.databaseUrl });
  try {
    await installation.addInstance();
    await client.connect();
    const channel = await client.query<{ id: string }>(
      `insert into integration_channels (kind, name, enabled, settings)
       values ('plugin', 'Bench receiver', true, $1) returning id`,
      [
        JSON.stringify({
          url: receiver.url,
          templates: { 'zh-Hans': { body: '' }, en: { body: '' }, 'de-DE': { body: '' } },
        }),
      ],
    );
    const channelId = channel.rows[0]?.id;
    const started = performance.now();
    await client.query(
      `insert into integration_outbox (channel_id, idempotency_key, recipient, payload, max_attempts)
       select $1, 'bench:' || n, 'contact-' || n, jsonb_build_object('body', '{"n": ' || n || '}'), 8
       from generate_series(1, $2::int) as n`,
      [channelId, MESSAGES],
    );
    const deadline = Date.now() + DEADLINE_MS;
    while (receiver.keys.size < MESSAGES && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    // Anything sent twice would arrive within moments of the rest.
    await new Promise((r) => setTimeout(r, 500));
    const seconds = (receiver.lastAt() - started) / 1000;
    const rate = receiver.keys.size / seconds;
    const doubled = [...receiver.keys.values()].filter((times) => times > 1).length;
    const lost = MESSAGES - receiver.keys.size;
    const states = await client.query<{ status: string; total: string }>(
      'select status, count(*) as total from integration_outbox group by status order by status',
    );
    const stored = states.rows.map((row) => `${row.total} ${row.status}`).join(', ');
    return [
      {
        measure: `integration outbox: ${MESSAGES} messages committed at once to a local webhook receiver, two instances (PostgreSQL + Redis): delivered per second, from the commit to the last arrival`,
        value: `${Math.round(rate)} /s (${seconds.toFixed(2)} s)`,
        budget: `≥ ${RATE_BUDGET} /s`,
        ok: rate >= RATE_BUDGET && lost === 0,
      },
      {
        measure: '… messages lost, delivered twice; the outbox afterwards',
        value: `${lost}, ${doubled}; ${stored}`,
        budget: '0, 0',
        ok: lost === 0 && doubled === 0,
      },
    ];
  } finally {
    await client.end().catch(() => undefined);
    receiver.server.closeAllConnections();
    receiver.server.close();
    await installation.close();
  }
}
