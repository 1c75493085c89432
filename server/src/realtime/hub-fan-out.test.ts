import type { HubConnection } from '@microsoft/signalr';
import { HUBS } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, loginAs, testDatabaseKind } from '../../test/helper';
import { connectHub, listen } from '../../test/hubs';

const CLIENTS = 1_000;
/** Clients connect this many at a time, as a plant's screens coming back after a network outage would. */
const CONNECT_BATCH = 100;

// The fan-out does not touch the database: once, on the embedded one.
describe.skipIf(testDatabaseKind !== 'pglite')('hub fan-out', () => {
  let app: FastifyInstance;
  const clients: HubConnection[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    const baseUrl = await listen(app);
    const admin = await loginAs(app, 'admin', ADMIN_PASSWORD);
    for (let i = 0; i < CLIENTS; i += CONNECT_BATCH) {
      const batch = Array.from({ length: Math.min(CONNECT_BATCH, CLIENTS - i) }, () =>
        connectHub(baseUrl, HUBS.notification.path, admin.accessToken, { skipNegotiation: true }),
      );
      clients.push(...(await Promise.all(batch)));
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.stop().catch(() => undefined)));
    await app.close();
  }, 60_000);

  it(`delivers one broadcast to all ${CLIENTS} connected clients`, async () => {
    expect(app.realtime.connectionCount).toBe(CLIENTS);
    const received = clients.map(
      (client, index) =>
        new Promise<[number, unknown]>((resolve) =>
          client.on('Drill', (payload: unknown) => resolve([index, payload])),
        ),
    );
    app.realtime.publish('notification', { kind: 'everyone' }, 'Drill', [{ hall: 3, message: 'Evacuation drill' }]);
    const all = await Promise.all(received);
    expect(all).toHaveLength(CLIENTS);
    expect(new Set(all.map(([index]) => index)).size).toBe(CLIENTS);
    expect(all.every(([, payload]) => JSON.stringify(payload) === '{"hall":3,"message":"Evacuation drill"}')).toBe(
      true,
    );
  }, 60_000);
});
