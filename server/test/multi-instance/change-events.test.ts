import type { HubConnection } from '@microsoft/signalr';
import { API_PATHS, HUBS, type LeadUser, type LoginResult, PERMISSIONS, type Role } from '@workbench/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_PASSWORD, signedInHeaders } from '../helper';
import { connectHub, nextCall, stoppedAfterEachTest } from '../hubs';
import { describeWithInstances, type Installation, type Instance, startInstallation } from '../instances';

interface Answer<T = unknown> {
  status: number;
  body: { code: number; errorCode?: string; message: string; data: T };
}

/** A call over HTTP to one instance, as the portal (or a load balancer's pick) makes it. */
async function call<T>(
  instance: Instance,
  path: string,
  body: unknown,
  as?: LoginResult,
  language = 'en',
): Promise<Answer<T>> {
  const response = await fetch(`${instance.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': language,
      ...(as ? signedInHeaders(as) : {}),
    },
    body: JSON.stringify(body ?? {}),
  });
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
}

async function signIn(instance: Instance, userName: string, password: string): Promise<LoginResult> {
  const answer = await call<LoginResult>(instance, API_PATHS.identity.newLogin, { userName, password });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

/** Resolves with the code a connection was closed with (or undefined), once it is closed. */
const closedOf = (connection: HubConnection) =>
  new Promise<Error | undefined>((resolve) => connection.onclose((error) => resolve(error)));

describeWithInstances('two instances on one database and one Redis', () => {
  let installation: Installation;
  let a: Instance;
  let b: Instance;
  const opened = stoppedAfterEachTest();

  beforeAll(async () => {
    installation = await startInstallation(2, { seed: 'demo' });
    [a, b] = installation.instances as [Instance, Instance];
  });
  afterAll(() => installation?.close());

  async function connect(instance: Instance, hub: 'monitor' | 'notification', as: LoginResult, language = 'en') {
    const connection = await connectHub(instance.url, HUBS[hub].path, as.accessToken, {
      headers: { 'accept-language': language },
    });
    opened.push(connection);
    return connection;
  }

  it('pops up a fire alarm raised through A on a screen connected to B, in its language', async () => {
    const admin = await signIn(a, 'admin', ADMIN_PASSWORD);
    const operator = await signIn(b, 'operator', 'Operator#1');
    const screen = await connect(b, 'notification', operator, 'de-DE');
    await screen.invoke(HUBS.notification.client.connected);

    const popUp = nextCall(screen, HUBS.notification.server.firePopUpNotification);
    const raised = await call<{ id: string }>(
      a,
      API_PATHS.notifications.create,
      {
        type: 0,
        texts: {
          en: { title: 'Fire in hall 2', msg: [{ key: 'Where', value: 'Hall 2' }] },
          'de-DE': { title: 'Feuer in Halle 2', msg: [{ key: 'Wo', value: 'Halle 2' }] },
        },
        target: { everyone: true },
      },
      admin,
    );
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    const [message] = await popUp;
    expect(message).toMatchObject({ Id: raised.body.data.id, Type: 0, Title: 'Feuer in Halle 2' });
  });

  it('tells a screen on B that the account signed in through A, and closes its connection', async () => {
    const first = await signIn(b, 'supervisor', 'Supervisor#1');
    const screen = await connect(b, 'monitor', first, 'en');
    const closed = closedOf(screen);
    const told = nextCall(screen, HUBS.monitor.server.logOutOnAccessToken);

    await signIn(a, 'supervisor', 'Supervisor#1');

    expect(await told).toEqual([
      'Your account has been logged in elsewhere, please log in again!',
      'signedInElsewhere',
    ]);
    await closed;
    const refused = await call(b, API_PATHS.identity.profile, {}, first);
    expect(refused.body.errorCode).toBe('20000');
  });

  it('ends the screens on B of an account an administrator disables through A, saying why', async () => {
    const admin = await signIn(a, 'admin', ADMIN_PASSWORD);
    const created = await call<LeadUser>(
      a,
      API_PATHS.admin.users.create,
      { userName: 'nightshift', name: 'Night Shift', password: 'Night#Shift1' },
      admin,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const worker = await signIn(b, 'nightshift', 'Night#Shift1');
    const screen = await connect(b, 'monitor', worker, 'zh-Hans');
    const closed = closedOf(screen);
    const told = nextCall(screen, HUBS.monitor.server.logOutOnAccessToken);

    const { id, ...fields } = created.body.data;
    const disabled = await call(a, API_PATHS.admin.users.edit, { ...fields, id, enabled: false }, admin);
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);

    expect(await told).toEqual(['您的账号已被禁用或删除，请联系管理员。', 'disabled']);
    await closed;
    const refused = await call(b, API_PATHS.identity.profile, {}, worker, 'en');
    expect(refused.body).toMatchObject({ errorCode: '20000' });
  });

  it('lets a call to B see a role change made through A at once', async () => {
    const admin = await signIn(a, 'admin', ADMIN_PASSWORD);
    const operator = await signIn(b, 'operator', 'Operator#1');
    const codesOnB = async () =>
      Object.keys(
        (await call<{ baseMenuCodes: Record<string, boolean> }>(b, API_PATHS.menus.baseMenuList, {}, operator)).body
          .data.baseMenuCodes,
      );
    // B has read (and cached) the operator's grants before the change.
    expect(await codesOnB()).not.toContain(PERMISSIONS.eventCenter);

    const page = await call<{ items: { id: string; name: string }[] }>(
      a,
      API_PATHS.admin.roles.pageList,
      { maxResultCount: 100 },
      admin,
    );
    const operatorRole = page.body.data.items.find((role) => role.name === 'Operator');
    if (!operatorRole) throw new Error('the demo plant has no Operator role');
    const got = await fetch(`${a.url}${API_PATHS.admin.roles.get}?id=${operatorRole.id}`, {
      headers: signedInHeaders(admin),
    });
    const role = ((await got.json()) as { data: Role }).data;
    const edited = await call(
      a,
      API_PATHS.admin.roles.edit,
      {
        id: role.id,
        name: role.name,
        description: role.description,
        permissionCodes: [...role.permissionCodes, PERMISSIONS.eventCenter],
        applicationIds: role.applicationIds,
        menuIds: role.menuIds,
        dataPermissionIds: role.dataPermissionIds,
      },
      admin,
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    expect(await codesOnB()).toContain(PERMISSIONS.eventCenter);
  });
});
