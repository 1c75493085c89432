import { API_PATHS, type CreatedEventSource, type LoginResult, type PlantEventDetail } from '@workbench/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { strategyDispatcherOf } from '../../src/modules/event-strategies/event-strategies.routes';
import { eventStrategyDispatches } from '../../src/modules/event-strategies/event-strategies.table';
import { demoLookup } from '../../src/seed/demo-lookup';
import { ADMIN_PASSWORD, signedInHeaders } from '../helper';
import { describeWithInstances, type Installation, type Instance, startInstallation } from '../instances';

/** A call over HTTP to one instance that must succeed: its data. */
async function call<T>(instance: Instance, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${instance.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
    body: JSON.stringify(body ?? {}),
  });
  const answer = (await response.json()) as { data: T };
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return answer.data;
}

/** Until an instance has heard everything published before now on the other: a marker after it has arrived. */
async function heardAll(from: Instance, on: Instance): Promise<void> {
  let arrived!: () => void;
  const marker = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const stop = on.app.events.subscribe('settings.changed', () => arrived());
  await from.app.events.publish({ type: 'settings.changed' });
  await marker;
  stop();
}

describeWithInstances('event strategies on two instances on one database and one Redis', () => {
  let installation: Installation;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    installation = await startInstallation(2, { seed: 'demo' });
    [a, b] = installation.instances as [Instance, Instance];
  }, 120_000);
  afterAll(() => installation?.close());

  it('dispatches each raise and repeat once, whichever instance hears it first', async () => {
    const login = await call<LoginResult>(a, API_PATHS.identity.newLogin, {
      userName: 'admin',
      password: ADMIN_PASSWORD,
    });
    const as = signedInHeaders(login);
    const adminId = String(decodeJwt(login.accessToken).sub);
    const wms = { id: await demoLookup(a.app.db).applicationId('WMS') };
    await call(b, API_PATHS.eventStrategies.create, { name: 'Everyone hears', popUp: { userIds: [adminId] } }, as);
    const source = await call<CreatedEventSource>(
      a,
      API_PATHS.admin.eventSources.create,
      {
        name: 'Two-instance sensors',
        applicationIds: [wms.id],
      },
      as,
    );
    const raise = (instance: Instance) =>
      call<{ id: string; count: number }>(
        instance,
        API_PATHS.events.ingest,
        {
          eventKey: 'two-instances/press-1',
          type: 1,
          category: 'stoppage',
          title: 'Press 1 stopped',
          applicationId: wms.id,
        },
        { 'x-api-key': source.apiKey },
      );
    const first = await raise(a);
    await raise(b);
    await raise(a);
    await heardAll(a, b);
    await heardAll(b, a);
    await Promise.all([strategyDispatcherOf(a.app).idle(), strategyDispatcherOf(b.app).idle()]);

    const detail = await fetch(`${b.url}${API_PATHS.events.get}?id=${first.id}`, {
      headers: { ...as, 'accept-language': 'en' },
    }).then(async (response) => ((await response.json()) as { data: PlantEventDetail }).data);
    // Three occurrences, each notified once: not once per instance.
    expect(detail.count).toBe(3);
    expect(detail.timeline.filter((entry) => entry.kind === 'notified')).toHaveLength(3);
    const claims = await a.app.db.select().from(eventStrategyDispatches);
    expect(claims.map((claim) => claim.occurrence).sort()).toEqual([1, 2, 3]);
  }, 60_000);
});
