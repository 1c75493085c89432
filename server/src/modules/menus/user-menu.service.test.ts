import { API_PATHS } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { createTestApp, describeWithDb, loginAs, post, type SignedIn } from '../../../test/helper';
import { demoLookup } from '../../seed/demo-lookup';
import { loadUserGrants } from '../roles/grants.service';
import { queryUserMenuList } from './user-menu.service';

describeWithDb('the side menu built once per change (queryUserMenuList)', () => {
  let app: FastifyInstance;
  let operator: SignedIn;
  let operatorId: string;
  let request: { applicationId: string; dbId: string; isPda: boolean };
  let stockList: string;

  beforeAll(async () => {
    app = await createTestApp({ seed: 'demo' });
    operator = await loginAs(app, 'operator', 'Operator#1');
    const demo = demoLookup(app.db);
    request = {
      applicationId: await demo.applicationId('WMS'),
      dbId: await demo.dbInstanceId('WMS', 'SZ01'),
      isPda: false,
    };
    stockList = await demo.menuId('WMS.Inventory.StockList');
    const profile = await post(app, API_PATHS.identity.profile, {}, { as: operator });
    operatorId = (profile.json().data as { userId: string }).userId;
  });
  afterAll(() => app?.close());
  // The clock stands still: no read cache reaches its lifetime between two calls of a test, so a new
  // answer can only come from a change, however slow the machine is.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const menuOf = async () => queryUserMenuList(app.db, await loadUserGrants(app.db, operatorId), operatorId, request);

  it('answers repeated calls with the same frozen answer, and a new one once the favourites changed', async () => {
    const first = await menuOf();
    expect(await menuOf()).toBe(first);
    expect(await loadUserGrants(app.db, operatorId)).toBe(await loadUserGrants(app.db, operatorId));
    expect(Object.isFrozen(first.defaultLeadMenuQueryOutput[0])).toBe(true);
    expect(first.collectLeadMenuQueryOutput).toEqual([]);

    const collected = await post(
      app,
      API_PATHS.favourites.collect,
      { ...request, menuId: stockList },
      { as: operator },
    );
    expect(collected.statusCode, collected.body).toBe(200);

    const after = await menuOf();
    expect(after).not.toBe(first);
    expect(after.collectLeadMenuQueryOutput.map((item) => item.menuId)).toEqual([stockList]);
  });

  it('keeps one answer per sub-system and client kind', async () => {
    const withSubSystem = await menuOf();
    const without = await queryUserMenuList(app.db, await loadUserGrants(app.db, operatorId), operatorId, {
      ...request,
      dbId: null,
    });
    expect(without).not.toBe(withSubSystem);
    expect(without.collectLeadMenuQueryOutput).toEqual([]);
    expect(without.defaultLeadMenuQueryOutput[0]?.dbId).toBeNull();
  });
});
