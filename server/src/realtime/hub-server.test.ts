import { HubConnectionState } from '@microsoft/signalr';
import { HUBS } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, describeWithDb, loginAs, type SignedIn } from '../../test/helper';
import { connectHub, hubClient, listen, nextCall, rawHubSocket } from '../../test/hubs';
import { addUser } from '../../test/users';
import { HubMethodError } from './realtime-types';

const MONITOR = HUBS.monitor.path;
const NOTIFICATION = HUBS.notification.path;

describeWithDb('hub server (SignalR JSON protocol, official client)', () => {
  let app: FastifyInstance;
  let baseUrl: string;
  let admin: SignedIn;
  const opened: { stop(): Promise<void> }[] = [];

  beforeEach(async () => {
    app = await createTestApp();
    // Methods of a hub as a module would register them.
    app.realtime.handle('monitor', 'Add', (_context, args) => Number(args[0]) + Number(args[1]));
    app.realtime.handle('monitor', 'Refuse', () => {
      throw new HubMethodError('Not on a Sunday.');
    });
    app.realtime.handle('monitor', 'Broken', () => {
      throw new Error('database went away');
    });
    app.realtime.handle('monitor', 'Whoami', (context) => ({
      userName: context.connection.userName,
      language: context.connection.language,
    }));
    baseUrl = await listen(app);
    admin = await loginAs(app, 'admin', ADMIN_PASSWORD);
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((connection) => connection.stop().catch(() => undefined)));
    await app.close();
  });

  const connect = async (
    ...args: Parameters<typeof connectHub> extends [string, string, string, ...infer R] ? R : never
  ) => {
    const connection = await connectHub(baseUrl, MONITOR, admin.accessToken, ...args);
    opened.push(connection);
    return connection;
  };

  it('negotiates (version 1, connection token), completes the handshake and answers invocations', async () => {
    const negotiate = await fetch(`${baseUrl}${MONITOR}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(negotiate.status).toBe(200);
    const answer = (await negotiate.json()) as Record<string, unknown>;
    expect(answer).toMatchObject({
      negotiateVersion: 1,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    });
    expect(answer.connectionToken).not.toBe(answer.connectionId);

    const connection = await connect();
    expect(connection.state).toBe(HubConnectionState.Connected);
    expect(await connection.invoke('Add', 2, 3)).toBe(5);
    expect(await connection.invoke('whoami')).toEqual({ userName: 'admin', language: 'zh-Hans' });
    // Without a completion: the server runs it and answers nothing.
    await connection.send('Add', 1, 1);
    expect(await connection.invoke(HUBS.monitor.client.connected, admin.accessToken)).toBeNull();
  });

  it('answers an unknown method or a refusal with an error and keeps the connection open', async () => {
    const connection = await connect();
    await expect(connection.invoke('NoSuchMethod')).rejects.toThrow(/NoSuchMethod' does not exist/);
    await expect(connection.invoke('Refuse')).rejects.toThrow(/Not on a Sunday\./);
    await expect(connection.invoke('Broken')).rejects.toThrow(/unexpected error occurred invoking 'Broken'/);
    await expect(connection.invoke('Broken')).rejects.not.toThrow(/database went away/);
    expect(connection.state).toBe(HubConnectionState.Connected);
    expect(await connection.invoke('Add', 20, 22)).toBe(42);
  });

  it('also accepts a client that skips negotiation, and the Bearer header instead of the query', async () => {
    const direct = await connect({ skipNegotiation: true });
    expect(await direct.invoke('Add', 1, 2)).toBe(3);
    const negotiate = await fetch(
      `${baseUrl}${MONITOR}/negotiate?negotiateVersion=1&access_token=${admin.accessToken}`,
      {
        method: 'POST',
      },
    );
    expect(negotiate.status).toBe(200);
  });

  it('refuses a connection without a valid token, and a connection token of another session', async () => {
    const noToken = await fetch(`${baseUrl}${MONITOR}/negotiate?negotiateVersion=1`, { method: 'POST' });
    expect(noToken.status).toBe(401);
    await expect(connectHub(baseUrl, MONITOR, 'not-a-token')).rejects.toThrow();
    await expect(connectHub(baseUrl, MONITOR, 'not-a-token', { skipNegotiation: true })).rejects.toThrow();
    await expect(rawHubSocket(baseUrl, MONITOR, '')).rejects.toThrow(/401/);

    const negotiated = (await (
      await fetch(`${baseUrl}${MONITOR}/negotiate?negotiateVersion=1`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.accessToken}` },
      })
    ).json()) as { connectionToken: string };
    await addUser(app, { userName: 'planner', password: 'Planner#1' });
    const planner = await loginAs(app, 'planner', 'Planner#1');
    await expect(
      rawHubSocket(baseUrl, MONITOR, planner.accessToken, `id=${negotiated.connectionToken}`),
    ).rejects.toThrow(/404/);
    // The rightful session can still use it.
    const own = await rawHubSocket(baseUrl, MONITOR, admin.accessToken, `id=${negotiated.connectionToken}`);
    own.socket.close();
  });

  it('reconnects after the server drops the socket, and the connection works again', async () => {
    const connection = await connect({ reconnect: [0, 100, 500] });
    const reconnected = new Promise<void>((resolve) => connection.onreconnected(() => resolve()));
    for (const client of app.websocketServer.clients) client.terminate();
    await reconnected;
    expect(await connection.invoke('Add', 4, 4)).toBe(8);
  });

  it('closes only the connection that sent a malformed frame', async () => {
    const healthy = await connect();
    const raw = await rawHubSocket(baseUrl, MONITOR, admin.accessToken);
    raw.send('{"protocol":"json","version":1}');
    await raw.waitFor((record) => record === '{}');
    raw.send('{"type":1,"target":42,"arguments":"x"}');
    const close = JSON.parse(await raw.waitFor((record) => record.includes('"type":7'))) as { error?: string };
    expect(close.error).toMatch(/not a hub message/);
    expect(await raw.closed).toBe(1000);
    expect(await healthy.invoke('Add', 1, 1)).toBe(2);
  });

  it('refuses an unknown protocol in the handshake', async () => {
    const raw = await rawHubSocket(baseUrl, MONITOR, admin.accessToken);
    raw.send('{"protocol":"messagepack","version":1}');
    expect(JSON.parse(await raw.waitFor((record) => record.includes('error')))).toEqual({
      error: "Requested protocol 'messagepack' is not available.",
    });
    await raw.closed;
  });

  it('tells a session replaced by a new sign-in, in its language, and ends its connections', async () => {
    const monitor = hubClient(baseUrl, MONITOR, admin.accessToken, { headers: { 'accept-language': 'de-DE' } });
    opened.push(monitor);
    await monitor.start();
    const notification = await connectHub(baseUrl, NOTIFICATION, admin.accessToken);
    opened.push(notification);
    const message = nextCall(monitor, HUBS.monitor.server.logOutOnAccessToken);
    const monitorClosed = new Promise<Error | undefined>((resolve) => monitor.onclose(resolve));
    const notificationClosed = new Promise<Error | undefined>((resolve) => notification.onclose(resolve));

    await loginAs(app, 'admin', ADMIN_PASSWORD);

    // The reason's code follows the message, for a screen that shows another language than its browser's.
    expect(await message).toEqual([
      'Ihr Konto wurde an anderer Stelle angemeldet, bitte melden Sie sich erneut an!',
      'signedInElsewhere',
    ]);
    expect((await monitorClosed)?.message).toMatch(/The session has ended/);
    await notificationClosed;
  });

  it('delivers a message to a user, a language group or everyone, each in its language', async () => {
    const zh = await connectHub(baseUrl, NOTIFICATION, admin.accessToken);
    const en = await connectHub(baseUrl, NOTIFICATION, admin.accessToken);
    opened.push(zh, en);
    await en.invoke(HUBS.notification.client.switchCulture, { lang: 'en', typeName: 'Notification' });
    await expect(
      en.invoke(HUBS.notification.client.switchCulture, { lang: 'xx', typeName: 'Notification' }),
    ).rejects.toThrow(/not offered/);

    const toZh = nextCall(zh, 'Hello');
    const toEn = nextCall(en, 'Hello');
    app.realtime.publishLocalized(
      'notification',
      { kind: 'users', userIds: [String(decodeJwt(admin.accessToken).sub)] },
      'Hello',
      {
        'zh-Hans': ['你好'],
        en: ['Hello'],
      },
      'en',
    );
    expect(await toZh).toEqual(['你好']);
    expect(await toEn).toEqual(['Hello']);

    const onlyEn = nextCall(en, 'News');
    let zhGotNews = false;
    zh.on('News', () => {
      zhGotNews = true;
    });
    app.realtime.publish('notification', { kind: 'languages', languages: ['en'] }, 'News', [1]);
    expect(await onlyEn).toEqual([1]);
    await zh.invoke(HUBS.notification.client.connected); // a round trip after the publish
    expect(zhGotNews).toBe(false);
  });
});
