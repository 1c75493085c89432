import type { HubConnection } from '@microsoft/signalr';
import { API_PATHS, HUBS, type LoginResult, type NotificationMessage } from '@workbench/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { admin, app, operator, supervisor, useDemoPlant } from '../../../test/demo-plant';
import { ADMIN_PASSWORD, describeWithDb, post, signedInHeaders } from '../../../test/helper';
import { connectHub, listen, nextCall, stoppedAfterEachTest } from '../../../test/hubs';
import { describeWithInstances, type Installation, type Instance, startInstallation } from '../../../test/instances';

const MONITOR_POP_UP = HUBS.monitor.server.firePopUpNotification;
const NOTIFICATION_POP_UP = HUBS.notification.server.firePopUpNotification;

const userIdOf = (login: LoginResult) => String(decodeJwt(login.accessToken).sub);

/** A notification in English and German, as an administrator raises it. */
const notificationBody = (title: string, target: object) => ({
  type: 2,
  position: 2,
  showType: 1,
  duration: 30,
  texts: {
    en: { title, msg: [{ key: 'Line', value: 'Packing 2' }] },
    'de-DE': { title: `${title} (de)`, msg: [{ key: 'Linie', value: 'Verpackung 2' }] },
  },
  target,
});

/** Every FirePopUpNotification a connection receives, in order. */
function popUpsOf(connection: HubConnection, method: string): NotificationMessage[] {
  const received: NotificationMessage[] = [];
  connection.on(method, (message: NotificationMessage) => received.push(message));
  return received;
}

/**
 * docs/spec.md §7: the monitor hub's server events are LogOutOnAccessToken and
 * FirePopUpNotification. A screen written for the original platform listens for pop-ups there
 * only; it must get each notification meant for its user, as the notification hub sends it.
 */
describeWithDb('FirePopUpNotification on the monitor hub (official SignalR client)', () => {
  useDemoPlant();
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await listen(app);
  });
  const opened = stoppedAfterEachTest();

  /** A started connection to one hub, in `language`, registered as the portal registers. */
  async function connect(hub: 'monitor' | 'notification', as: LoginResult, language: string) {
    const connection = await connectHub(baseUrl, HUBS[hub].path, as.accessToken, {
      headers: { 'accept-language': language },
    });
    opened.push(connection);
    if (hub === 'monitor') await connection.invoke(HUBS.monitor.client.connected, as.accessToken);
    else await connection.invoke(HUBS.notification.client.connected);
    return connection;
  }

  async function raise(title: string, target: object): Promise<string> {
    const response = await post(app, API_PATHS.notifications.create, notificationBody(title, target), { as: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id;
  }

  it('pops a notification up on a screen connected only to the monitor hub, in its language', async () => {
    const screen = await connect('monitor', supervisor, 'de-DE');
    const popUp = nextCall(screen, MONITOR_POP_UP);

    const id = await raise('Compressed air pressure low', { everyone: true });

    expect(await popUp).toEqual([
      {
        Id: id,
        Type: 2,
        Position: 2,
        ShowType: 1,
        Duration: 30,
        Title: 'Compressed air pressure low (de)',
        Msg: [{ Key: 'Linie', Value: 'Verpackung 2' }],
        CreationTime: expect.any(String),
      },
    ]);
  });

  it('sends the monitor hub the very message the notification hub sends, to the users it is meant for only', async () => {
    const [monitor, notification, otherMonitor] = await Promise.all([
      connect('monitor', operator, 'en'),
      connect('notification', operator, 'en'),
      connect('monitor', supervisor, 'en'),
    ]);
    const onMonitor = popUpsOf(monitor, MONITOR_POP_UP);
    const onNotification = popUpsOf(notification, NOTIFICATION_POP_UP);
    const onOtherMonitor = popUpsOf(otherMonitor, MONITOR_POP_UP);

    const id = await raise('For the operator', { userIds: [userIdOf(operator)] });
    // Published before the create call answered; a round trip on each connection lets it arrive.
    const sentinel = await raise('For everyone', { everyone: true });
    await Promise.all([
      monitor.invoke(HUBS.monitor.client.connected, operator.accessToken),
      otherMonitor.invoke(HUBS.monitor.client.connected, supervisor.accessToken),
      notification.invoke(HUBS.notification.client.connected),
    ]);

    expect(onMonitor.map((message) => message.Id)).toEqual([id, sentinel]);
    expect(onMonitor).toEqual(onNotification);
    expect(onOtherMonitor.map((message) => message.Id)).toEqual([sentinel]);
  });

  it('speaks the language its session chose on the notification hub, as a browser leaves it no other way', async () => {
    // A browser's WebSockets carry the browser's language; the portal shows German and says so
    // on the notification hub only. Both orders: the monitor connected before the choice and after.
    const before = await connect('monitor', operator, 'en');
    const notification = await connect('notification', operator, 'en');
    await notification.invoke(HUBS.notification.client.switchCulture, { lang: 'de-DE', typeName: 'Notification' });
    const after = await connect('monitor', operator, 'en');
    // Another user's monitor connection in English stays English.
    const other = await connect('monitor', supervisor, 'en');
    const popUps = [before, after, other].map((connection) => nextCall(connection, MONITOR_POP_UP));

    await raise('Shift change', { everyone: true });

    const titles = (await Promise.all(popUps)).map(([message]) => (message as NotificationMessage).Title);
    expect(titles).toEqual(['Shift change (de)', 'Shift change (de)', 'Shift change']);
  });
});

describeWithInstances('FirePopUpNotification on the monitor hub across instances', () => {
  let installation: Installation;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    installation = await startInstallation(2, { seed: 'demo' });
    [a, b] = installation.instances as [Instance, Instance];
  });
  const opened = stoppedAfterEachTest();
  afterAll(() => installation?.close());

  async function signIn(instance: Instance, userName: string, password: string): Promise<LoginResult> {
    const response = await fetch(`${instance.url}${API_PATHS.identity.newLogin}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName, password }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: LoginResult }).data;
  }

  it('pops a notification raised through A up on a screen connected to B only through the monitor hub', async () => {
    const admin = await signIn(a, 'admin', ADMIN_PASSWORD);
    const operator = await signIn(b, 'operator', 'Operator#1');
    const screen = await connectHub(b.url, HUBS.monitor.path, operator.accessToken, {
      headers: { 'accept-language': 'de-DE' },
    });
    opened.push(screen);
    await screen.invoke(HUBS.monitor.client.connected, operator.accessToken);
    const popUp = nextCall(screen, MONITOR_POP_UP);

    const raised = await fetch(`${a.url}${API_PATHS.notifications.create}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedInHeaders(admin) },
      body: JSON.stringify(notificationBody('Fire door open in hall 2', { userIds: [userIdOf(operator)] })),
    });
    expect(raised.status).toBe(200);
    const { id } = ((await raised.json()) as { data: { id: string } }).data;

    const [message] = await popUp;
    expect(message).toMatchObject({ Id: id, Type: 2, Title: 'Fire door open in hall 2 (de)' });
  });
});
