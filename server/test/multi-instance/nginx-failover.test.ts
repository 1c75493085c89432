import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type HubConnection, HubConnectionState } from '@microsoft/signalr';
import { API_PATHS, HUBS, type NotificationMessage } from '@workbench/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { findNginx, startNginx, testNginxConf, writeNginxConf } from '../../../deploy/nginx.mjs';
import { ADMIN_PASSWORD, testDatabaseKind } from '../helper';
import { hubClient } from '../hubs';
import {
  answersReady,
  freePort,
  type ServiceProcess,
  startServiceProcess,
  stopProcess,
  waitUntil,
} from '../service-process';
import { createSharedPostgres } from '../test-database';
import { postgresTestUrl } from '../test-database-url';

/*
 * Two service processes on one PostgreSQL database and one Redis, behind nginx configured from
 * deploy/: official SignalR clients connected through nginx survive a kill -9 of one instance.
 * It needs PostgreSQL, Redis and nginx; it runs in the PostgreSQL half and says what is missing.
 */

const REDIS = { host: '127.0.0.1', port: 6379 };
const FIRE = HUBS.notification.server.firePopUpNotification;
// Quick retries first, as the portal's, bounded: a client that cannot come back fails the test.
const RECONNECT_DELAYS_MS = [0, 250, 500, 1_000, 1_000, 2_000, 2_000, 5_000, 5_000, 5_000];

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** PING over a bare socket: the test needs no Redis client of its own. */
function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(REDIS);
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

async function missingServices(): Promise<string[] | null> {
  // The PGlite half has no PostgreSQL to offer; the PostgreSQL half runs this.
  if (testDatabaseKind !== 'postgres') return null;
  const missing: string[] = [];
  if (!(await postgresAnswers(postgresTestUrl()))) missing.push(`PostgreSQL does not answer at ${postgresTestUrl()}`);
  if (!(await redisAnswers())) missing.push(`Redis does not answer at ${REDIS.host}:${REDIS.port}`);
  if (!findNginx()) missing.push('nginx is not installed (apt-get install -y nginx)');
  for (const reason of missing) console.warn(`nginx failover test skipped: ${reason}`);
  return missing;
}

const missing = await missingServices();

async function postJson(url: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: (await response.json()) as { code: number; data: unknown } };
}

/** A portal-like client of the notification hub: registers on every (re)connection and keeps what it is sent. */
class Screen {
  readonly connection: HubConnection;
  /** Pop-ups received, with the number of the connection they came on (0 = the first). */
  readonly popUps: { id: string; connection: number }[] = [];
  reconnections = 0;

  constructor(baseUrl: string, token: string) {
    this.connection = hubClient(baseUrl, HUBS.notification.path, token, { reconnect: RECONNECT_DELAYS_MS });
    this.connection.on(FIRE, (message: NotificationMessage) =>
      this.popUps.push({ id: message.Id, connection: this.reconnections }),
    );
    this.connection.onreconnected(() => {
      this.reconnections += 1;
      void this.connection.invoke(HUBS.notification.client.connected).catch(() => {});
    });
  }

  async open(): Promise<void> {
    await this.connection.start();
    await this.connection.invoke(HUBS.notification.client.connected);
  }

  has(id: string, connection = this.reconnections): boolean {
    return this.popUps.some((popUp) => popUp.id === id && popUp.connection === connection);
  }
}

describe.skipIf(missing === null || missing.length > 0)('several instances behind nginx (deploy/)', () => {
  let database: { url: string; drop(): Promise<void> } | undefined;
  let workDir: string;
  let a: ServiceProcess | undefined;
  let b: ServiceProcess | undefined;
  let nginx: ChildProcess | undefined;
  let nginxUrl: string;
  const screens: Screen[] = [];

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'wb-failover-'));
    database = await createSharedPostgres(postgresTestUrl());
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: `redis://${REDIS.host}:${REDIS.port}`,
      REDIS_PREFIX: `wb-failover-${randomBytes(6).toString('hex')}`,
      TRUST_PROXY: '127.0.0.1',
      ADMIN_PASSWORD,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
    };
    // The first prepares the database; the second finds it ready.
    a = await startServiceProcess('a', workDir, env);
    b = await startServiceProcess('b', workDir, env);

    const nginxDir = join(workDir, 'nginx');
    const port = await freePort();
    const listen = `127.0.0.1:${port}`;
    const instances = [a, b].map((instance) => ({ port: Number(new URL(instance.baseUrl).port) }));
    writeNginxConf(nginxDir, { listen, instances });
    const binary = findNginx() as string;
    testNginxConf(binary, nginxDir);
    nginx = startNginx(binary, nginxDir);
    nginxUrl = `http://${listen}`;
    await waitUntil('nginx answering /readyz', () => answersReady(nginxUrl), 10_000);
  }, 240_000);

  afterAll(async () => {
    await Promise.all(screens.map((screen) => screen.connection.stop().catch(() => {})));
    await stopProcess(nginx, 'SIGQUIT');
    await Promise.all([stopProcess(a?.child, 'SIGTERM'), stopProcess(b?.child, 'SIGTERM')]);
    await database?.drop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  }, 60_000);

  it('opens a hub connection on one instance with the token negotiated on the other, not with a forged one', async () => {
    const [first, second] = [a as ServiceProcess, b as ServiceProcess];
    const login = await postJson(`${first.baseUrl}${API_PATHS.identity.newLogin}`, {
      userName: 'operator',
      password: 'Operator#1',
    });
    expect(login.status).toBe(200);
    const token = (login.body.data as { accessToken: string }).accessToken;
    const negotiated = await fetch(`${first.baseUrl}${HUBS.monitor.path}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(negotiated.status).toBe(200);
    const { connectionToken } = (await negotiated.json()) as { connectionToken: string };
    const open = (id: string) =>
      new Promise<number>((resolve, reject) => {
        const url = `${second.baseUrl.replace('http', 'ws')}${HUBS.monitor.path}?id=${encodeURIComponent(id)}`;
        const socket = new WebSocket(url, { headers: { authorization: `Bearer ${token}` } });
        socket.once('open', () => {
          socket.close();
          resolve(101);
        });
        socket.once('unexpected-response', (_request, response) => {
          socket.terminate();
          resolve(response.statusCode ?? 0);
        });
        socket.once('error', reject);
      });
    expect(await open(`${connectionToken.slice(0, -4)}AAAA`)).toBe(404);
    expect(await open(connectionToken)).toBe(101);
  });

  it('keeps hub clients through a kill -9 of one instance: they come back on the other with nothing lost', async () => {
    const instanceA = a as ServiceProcess;
    const signIn = async (userName: string, password: string) => {
      const login = await postJson(`${nginxUrl}${API_PATHS.identity.newLogin}`, { userName, password });
      expect(login.status).toBe(200);
      return (login.body.data as { accessToken: string }).accessToken;
    };
    const tokens = [
      await signIn('admin', ADMIN_PASSWORD),
      await signIn('supervisor', 'Supervisor#1'),
      await signIn('operator', 'Operator#1'),
    ];
    const raise = async (baseUrl: string, title: string) => {
      const texts = { en: { title, msg: [{ key: 'Area', value: 'Hall 3' }] } };
      const created = await postJson(
        `${baseUrl}${API_PATHS.notifications.create}`,
        { type: 1, texts, target: { everyone: true }, duration: -1 },
        tokens[0],
      );
      expect(created.status).toBe(200);
      return (created.body.data as { id: string }).id;
    };

    // Acknowledged by instance A itself, which is about to die.
    const before = await raise(instanceA.baseUrl, 'Fire alarm, hall 3');

    // Through nginx, one after another: least_conn puts them on both instances, negotiate and
    // WebSocket possibly on different ones.
    for (const token of [...tokens, tokens[0] as string]) {
      const screen = new Screen(nginxUrl, token as string);
      screens.push(screen);
      await screen.open();
    }
    await waitUntil(
      'the alarm on every screen',
      () => (screens.every((s) => s.has(before)) ? true : undefined),
      10_000,
    );

    instanceA.child.kill('SIGKILL');
    await once(instanceA.child, 'exit');

    // Those that were on A come back by themselves, on B, and are handed the alarm A had stored.
    await waitUntil(
      'screens reconnected',
      () =>
        screens.some((s) => s.reconnections > 0) &&
        screens.every((s) => s.connection.state === HubConnectionState.Connected && s.has(before))
          ? true
          : undefined,
      40_000,
    );

    const after = await raise(nginxUrl, 'Fire alarm, hall 4');
    await waitUntil(
      'the next alarm on every screen',
      () => (screens.every((s) => s.has(after)) ? true : undefined),
      20_000,
    );
    for (const screen of screens) expect(screen.connection.state).toBe(HubConnectionState.Connected);

    const active = await postJson(`${nginxUrl}${API_PATHS.notifications.queryActive}`, undefined, tokens[2]);
    expect((active.body.data as NotificationMessage[]).map((message) => message.Id)).toEqual(
      expect.arrayContaining([before, after]),
    );
  }, 120_000);
});
