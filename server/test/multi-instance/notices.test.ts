import { API_PATHS, HUBS, type LoginResult, type Notice } from '@workbench/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_PASSWORD, signedInHeaders } from '../helper';
import { connectHub, nextCall, stoppedAfterEachTest } from '../hubs';
import { describeWithInstances, type Installation, type Instance, startInstallation } from '../instances';

const paths = API_PATHS.admin.notices;

/** A call over HTTP to one instance that must succeed: its data. */
async function call<T>(instance: Instance, path: string, body: unknown, as?: LoginResult): Promise<T> {
  const response = await fetch(`${instance.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(as ? signedInHeaders(as) : {}) },
    body: JSON.stringify(body ?? {}),
  });
  const answer = (await response.json()) as { data: T };
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return answer.data;
}

describeWithInstances('announcements on two instances on one database and one Redis', () => {
  let installation: Installation;
  let a: Instance;
  let b: Instance;
  const opened = stoppedAfterEachTest();

  beforeAll(async () => {
    installation = await startInstallation(2, { seed: 'demo' });
    [a, b] = installation.instances as [Instance, Instance];
  });
  afterAll(() => installation?.close());

  it('tells a screen connected to B of an announcement published through A, and it is in its list there', async () => {
    const admin = await call<LoginResult>(a, API_PATHS.identity.newLogin, {
      userName: 'admin',
      password: ADMIN_PASSWORD,
    });
    const operator = await call<LoginResult>(b, API_PATHS.identity.newLogin, {
      userName: 'operator',
      password: 'Operator#1',
    });
    const screen = await connectHub(b.url, HUBS.notification.path, operator.accessToken);
    opened.push(screen);
    await screen.invoke(HUBS.notification.client.connected);

    const told = nextCall(screen, HUBS.notification.server.noticePublished, 15_000);
    const created = await call<Notice>(
      a,
      paths.create,
      {
        texts: { en: { title: 'Fire drill at 10:00', body: 'Leave by the **east** exit.' } },
        priority: 'urgent',
        audience: {
          everyone: false,
          roleIds: [],
          userIds: [String(decodeJwt(operator.accessToken).sub)],
          applicationIds: [],
        },
      },
      admin,
    );
    await call<Notice>(a, paths.publish, { id: created.id }, admin);

    // Urgent: its title and text come with it, in the connection's language.
    expect(await told).toEqual([
      {
        id: created.id,
        priority: 'urgent',
        shown: expect.objectContaining({ id: created.id, priority: 'urgent', title: expect.any(String) }),
      },
    ]);
    const mine = await call<{ items: { id: string; read: boolean }[]; unreadCount: number }>(
      b,
      paths.queryMine,
      {},
      operator,
    );
    expect(mine.items).toContainEqual(expect.objectContaining({ id: created.id, read: false }));
  });
});
