import {
  API_PATHS,
  type MenuAdmin,
  type MenuItem,
  type MenuResponse,
  type Role,
  type RoleListItem,
} from '@workbench/contracts';
import { sql } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { admin, app, demo, operator, useDemoPlant } from '../../../../test/demo-plant';
import { describeWithDb, post, type SignedIn } from '../../../../test/helper';
import { dataOf, getById } from '../catalogue-admin.testing';

const STOCK_LIST = 'WMS.Inventory.StockList';

const findMenu = (tree: MenuItem[], menuCode: string): MenuItem | undefined => {
  for (const item of tree) {
    if (item.menuCode === menuCode) return item;
    const found = findMenu(item.children, menuCode);
    if (found) return found;
  }
  return undefined;
};

describeWithDb('read caches and the change-event spine', () => {
  useDemoPlant({ signIn: ['admin', 'operator'] });
  afterEach(() => {
    vi.useRealTimers();
  });

  /**
   * The clock stands still from here on: no cached entry reaches its lifetime, so what the next
   * read sees depends on the change events alone, however slow the machine is.
   */
  const stopTheClock = () => vi.useFakeTimers({ toFake: ['Date'], now: new Date() });

  const stockListName = async (as: SignedIn): Promise<string | undefined> => {
    const applicationId = await demo.applicationId('WMS');
    const dbId = await demo.dbInstanceId('WMS', 'SZ01');
    const response = await post(app, API_PATHS.menus.userMenuList, { applicationId, dbId, isPda: false }, { as });
    expect(response.statusCode, response.body).toBe(200);
    const menu = response.json().data as MenuResponse;
    return findMenu(menu.defaultLeadMenuQueryOutput, STOCK_LIST)?.menuName;
  };

  const permissionCodes = async (as: SignedIn): Promise<string[]> => {
    const response = await post(app, API_PATHS.menus.baseMenuList, { isPda: false }, { as });
    expect(response.statusCode, response.body).toBe(200);
    return Object.keys(response.json().data.baseMenuCodes as Record<string, boolean>);
  };

  it('serves what was written straight to the database once catalogue.changed is published', async () => {
    stopTheClock();
    const nameBefore = await stockListName(operator);
    expect(await permissionCodes(operator)).toEqual([]);

    // Written behind the services' back: nothing announces it.
    await app.db.execute(sql`update menus set menu_name = 'Bestandsliste' where menu_code = ${STOCK_LIST}`);
    await app.db.execute(sql`update users set is_admin = true where user_name = 'operator'`);
    expect(await stockListName(operator)).toBe(nameBefore);
    expect(await permissionCodes(operator)).toEqual([]);

    await app.events.publish({ type: 'catalogue.changed' });
    expect(await stockListName(operator)).toBe('Bestandsliste');
    expect((await permissionCodes(operator)).length).toBeGreaterThan(0);

    await app.db.execute(sql`update users set is_admin = false where user_name = 'operator'`);
    await app.events.publish({ type: 'catalogue.changed' });
    expect(await permissionCodes(operator)).toEqual([]);
  });

  it("serves the first screen's application and sub-system lists from the cache until catalogue.changed", async () => {
    stopTheClock();
    const applicationId = await demo.applicationId('WMS');
    const dbId = await demo.dbInstanceId('WMS', 'SZ01');
    const applicationNames = async () => {
      const response = await post(app, API_PATHS.applications.forCurrentUser, {}, { as: operator });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as Array<{ id: string; enName: string }>).map((row) => row.enName);
    };
    const subSystemNames = async () => {
      const response = await post(app, API_PATHS.dbInstances.forCurrentUser, { applicationId }, { as: operator });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as Array<{ displayName: string }>).map((row) => row.displayName);
    };
    const [appsBefore, subSystemsBefore] = [await applicationNames(), await subSystemNames()];

    // Written behind the services' back: nothing announces it.
    await app.db.execute(sql`update applications set en_name = 'Stores' where id = ${applicationId}`);
    await app.db.execute(sql`update db_instances set display_name = 'Werk Suzhou' where id = ${dbId}`);
    expect(await applicationNames()).toEqual(appsBefore);
    expect(await subSystemNames()).toEqual(subSystemsBefore);

    await app.events.publish({ type: 'catalogue.changed' });
    expect(await applicationNames()).toContain('Stores');
    expect(await subSystemNames()).toContain('Werk Suzhou');
  });

  it("shows an administrator's change to the very next call", async () => {
    stopTheClock();
    expect(await stockListName(operator)).not.toBe('库存一览');
    const menu = dataOf<MenuAdmin>(await getById(app, API_PATHS.admin.menus.get, await demo.menuId(STOCK_LIST), admin));
    const { menuType: _type, order: _order, parentId: _parent, applicationId: _application, ...fields } = menu;
    dataOf(await post(app, API_PATHS.admin.menus.edit, { ...fields, menuName: '库存一览' }, { as: admin }));
    expect(await stockListName(operator)).toBe('库存一览');

    const page = dataOf<{ items: RoleListItem[] }>(
      await post(app, API_PATHS.admin.roles.pageList, { filter: 'Operator', maxResultCount: 10 }, { as: admin }),
    );
    const operatorRole = page.items.find((role) => role.name === 'Operator');
    const role = dataOf<Role>(await getById(app, API_PATHS.admin.roles.get, operatorRole?.id ?? '', admin));
    const { members, creationTime: _created, ...content } = role;
    const edit = { ...content, permissionCodes: ['WebBaseService.EventCenter'], userIds: members.map((m) => m.id) };
    dataOf(await post(app, API_PATHS.admin.roles.edit, edit, { as: admin }));
    expect(await permissionCodes(operator)).toEqual(['WebBaseService.EventCenter']);
  });
});
