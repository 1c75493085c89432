import { API_PATHS } from '@workbench/contracts';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { app, demo, operator, useDemoPlant } from '../../../test/demo-plant';
import { describeWithDb, post } from '../../../test/helper';
import { READ_CACHE_TTL_MS } from '../../db/read-cache';
import { loadUserGrants } from '../access/grants.service';
import { queryUserMenuList, userMenuList } from './side-menu.service';

describeWithDb('the side menu built once per change (queryUserMenuList)', () => {
  let operatorId: string;
  let request: { applicationId: string; dbId: string; isPda: boolean };
  let stockList: string;

  useDemoPlant({ signIn: ['operator'] });

  beforeAll(async () => {
    request = {
      applicationId: await demo.applicationId('WMS'),
      dbId: await demo.dbInstanceId('WMS', 'SZ01'),
      isPda: false,
    };
    stockList = await demo.menuId('WMS.Inventory.StockList');
    const profile = await post(app, API_PATHS.identity.profile, {}, { as: operator });
    operatorId = (profile.json().data as { userId: string }).userId;
  });
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

  it("keeps the caller's whole answer until one of its reads changes, and only the caller's", async () => {
    const first = await userMenuList(app.db, operatorId, request);
    expect(await userMenuList(app.db, operatorId, request)).toBe(first);

    // Somebody else's favourites and tasks are nothing to this menu.
    await app.events.publish({ type: 'favourites.changed', userId: '00000000-0000-4000-8000-000000000000' });
    await app.events.publish({ type: 'downloadTask.changed', userId: operatorId });
    expect(await userMenuList(app.db, operatorId, request)).toBe(first);

    await app.events.publish({ type: 'favourites.changed', userId: operatorId });
    const afterFavourites = await userMenuList(app.db, operatorId, request);
    expect(afterFavourites).not.toBe(first);
    expect(afterFavourites).toEqual(first);

    // The account behind the grants, written behind the services' back, then announced.
    await app.db.execute(sql`update users set is_admin = true where id = ${operatorId}`);
    try {
      expect((await userMenuList(app.db, operatorId, request)).baseMenuCodes).toEqual({});
      await app.events.publish({ type: 'accounts.changed', userIds: [operatorId] });
      expect(Object.keys((await userMenuList(app.db, operatorId, request)).baseMenuCodes).length).toBeGreaterThan(0);
    } finally {
      await app.db.execute(sql`update users set is_admin = false where id = ${operatorId}`);
      await app.events.publish({ type: 'accounts.changed', userIds: [operatorId] });
    }
    expect((await userMenuList(app.db, operatorId, request)).baseMenuCodes).toEqual({});
  });

  it('shows a change that no event told within two lifetimes of the read caches', async () => {
    const name = async () =>
      (await userMenuList(app.db, operatorId, request)).defaultLeadMenuQueryOutput[0]?.children[1]?.menuNameEn;
    const before = await name();
    await app.db.execute(sql`update menus set menu_name_en = 'Stock' where menu_code = 'WMS.Inventory'`);
    try {
      expect(await name()).toBe(before);
      vi.setSystemTime(Date.now() + 2 * READ_CACHE_TTL_MS + 1);
      expect(await name()).toBe('Stock');
    } finally {
      await app.db.execute(sql`update menus set menu_name_en = ${before ?? ''} where menu_code = 'WMS.Inventory'`);
      await app.events.publish({ type: 'catalogue.changed' });
    }
  });
});
