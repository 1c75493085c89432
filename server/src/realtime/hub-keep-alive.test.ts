import { HUBS, LIMITS } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, describeWithDb, loginAs, type SignedIn } from '../../test/helper';
import { hubClient, listen, rawHubSocket } from '../../test/hubs';
import { PING_INTERVAL_MS } from './realtime';

const MONITOR = HUBS.monitor.path;
// Shortened timings: the mechanism is the same as with the 10 s of docs/spec.md §7.
const PING_MS = 200;
const CLIENT_TIMEOUT_MS = 1_500;

describeWithDb('hub keep-alive', () => {
  let app: FastifyInstance;
  let baseUrl: string;
  let admin: SignedIn;

  beforeEach(async () => {
    app = await createTestApp({ realtime: { pingIntervalMs: PING_MS, clientTimeoutMs: CLIENT_TIMEOUT_MS } });
    baseUrl = await listen(app);
    admin = await loginAs(app, 'admin', ADMIN_PASSWORD);
  });
  afterEach(() => app.close());

  it('pings every 10 s by default', () => {
    expect(PING_INTERVAL_MS).toBe(LIMITS.keepAliveMs);
    expect(LIMITS.keepAliveMs).toBe(10_000);
  });

  it('pings an idle client, and lets go of one that stopped answering', async () => {
    const raw = await rawHubSocket(baseUrl, MONITOR, admin.accessToken);
    raw.send('{"protocol":"json","version":1}');
    await raw.waitFor((record) => record === '{}');
    expect(await raw.waitFor((record) => record === '{"type":6}', 2_000)).toBe('{"type":6}');
    // The client never pings back: after the timeout the server ends the connection, saying why.
    const close = JSON.parse(await raw.waitFor((record) => record.includes('"type":7'), 4_000)) as { error: string };
    expect(close.error).toMatch(/timeout elapsed without receiving a message/);
    await raw.closed;
    expect(app.realtime.connectionCount).toBe(0);
  });

  it('keeps a client that pings, as the official client does', async () => {
    const connection = hubClient(baseUrl, MONITOR, admin.accessToken);
    connection.keepAliveIntervalInMilliseconds = 300;
    await connection.start();
    await new Promise((resolve) => setTimeout(resolve, CLIENT_TIMEOUT_MS * 2));
    expect(app.realtime.connectionCount).toBe(1);
    await connection.stop();
  });

  it('tells every client that the server is shutting down before it stops', async () => {
    const connection = hubClient(baseUrl, MONITOR, admin.accessToken);
    await connection.start();
    const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
    await app.close();
    expect((await closed)?.message).toMatch(/The server is shutting down/);
  });
});
