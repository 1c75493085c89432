import { API_PATHS, type MenuOrderEntry, type MenuResponse } from '@workbench/contracts';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { app, demo, operator, supervisor, useDemoPlant } from '../../../test/demo-plant';
import { ADMIN_PASSWORD, describeWithDb, loginAs, post } from '../../../test/helper';
import { demoLookup } from '../../seed/demo-lookup';

describeWithDb('favourites (create, cancelCollect, saveUserMenus)', () => {
  let wms: string;
  let suzhou: string;
  let stockList: string;
  let picking: string;
  let receipts: string;

  useDemoPlant({ signIn: ['operator', 'supervisor'] });

  beforeAll(async () => {
    wms = await demo.applicationId('WMS');
    suzhou = await demo.dbInstanceId('WMS', 'SZ01');
    stockList = await demo.menuId('WMS.Inventory.StockList');
    picking = await demo.menuId('WMS.Outbound.Picking');
    receipts = await demo.menuId('WMS.Inbound.Receipts');
  });

  const menu = async (as = operator, dbId: string | null = suzhou) => {
    const response = await post(app, API_PATHS.menus.userMenuList, { applicationId: wms, dbId }, { as });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as MenuResponse;
  };
  const save = (entries: object[], as = operator, language = 'en') =>
    post(app, API_PATHS.favourites.saveUserMenus, entries, { as, language });
  const entry = (fields: Partial<MenuOrderEntry> & Pick<MenuOrderEntry, 'id' | 'menuType'>) => ({
    orderNo: 0,
    applicationId: wms,
    dbId: suzhou,
    menuName: fields.menuType === 'Module' ? 'Folder' : 'Page',
    parentId: null,
    ...fields,
  });
  const root = (firstPickMenu: 0 | 1 = 0) =>
    entry({ id: 'root', menuType: 'Service', menuName: '仓储管理', firstPickMenu });

  beforeEach(async () => {
    // Every test starts from an empty favourites tree on the function menu.
    expect((await save([root(0)])).statusCode).toBe(200);
  });

  it('collects a granted page, once however often it is asked, and cancels it again', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await post(
        app,
        API_PATHS.favourites.collect,
        { applicationId: wms, dbId: suzhou, menuId: stockList },
        { as: operator },
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ code: 1, message: '', data: null });
    }
    let current = await menu();
    expect(current.collectLeadMenuQueryOutput).toHaveLength(1);
    expect(current.collectLeadMenuQueryOutput[0]).toMatchObject({
      menuType: 'Page',
      menuId: stockList,
      menuCode: 'WMS.Inventory.StockList',
      menuNameAlias: 'Bestandsliste',
      webClientRoute: '/inventory/stock',
      isCollect: true,
      parentId: null,
    });
    const flagged = current.defaultLeadMenuQueryOutput[0]?.children[1]?.children.find((p) => p.id === stockList);
    expect(flagged?.isCollect).toBe(true);
    // Favourites belong to one sub-system: none were made without one.
    expect((await menu(operator, null)).collectLeadMenuQueryOutput).toEqual([]);

    for (let i = 0; i < 2; i += 1) {
      const response = await post(
        app,
        API_PATHS.favourites.cancelCollect,
        { applicationId: wms, dbId: suzhou, menuId: stockList },
        { as: operator },
      );
      expect(response.statusCode).toBe(200);
    }
    current = await menu();
    expect(current.collectLeadMenuQueryOutput).toEqual([]);
  });

  it('refuses to collect a page, application or sub-system the user is not granted', async () => {
    const demo = demoLookup(app.db);
    const refusals = [
      { applicationId: wms, dbId: suzhou, menuId: await demo.menuId('WMS.Inventory.StockTransfer') },
      { applicationId: wms, dbId: suzhou, menuId: await demo.menuId('MES.ShopFloor.Reporting') },
      { applicationId: await demo.applicationId('QMS'), menuId: await demo.menuId('QMS.Analysis.Spc') },
      { applicationId: wms, dbId: await demo.dbInstanceId('WMS', 'ST01'), menuId: stockList },
      { applicationId: wms, dbId: suzhou, menuId: '00000000-0000-4000-8000-000000000000' },
    ];
    for (const body of refusals) {
      const response = await post(app, API_PATHS.favourites.collect, body, { as: operator });
      expect(response.statusCode, JSON.stringify(body)).toBe(403);
      expect(response.json()).toMatchObject({ code: 0, errorCode: '10000' });
    }
    expect((await menu()).collectLeadMenuQueryOutput).toEqual([]);
  });

  it('refuses to collect a folder and bad input', async () => {
    // Roles grant pages; only an administrator holds folders, and even they cannot collect one.
    const admin = await loginAs(app, 'admin', ADMIN_PASSWORD);
    const folder = await demoLookup(app.db).menuId('WMS.Inventory');
    const module = await post(
      app,
      API_PATHS.favourites.collect,
      { applicationId: wms, dbId: suzhou, menuId: folder },
      { as: admin, language: 'en' },
    );
    expect(module.statusCode).toBe(400);
    expect(module.json().details).toEqual([{ field: 'menuId', message: expect.stringContaining('must be a page') }]);
    for (const body of [{ applicationId: wms }, { applicationId: wms, menuId: 12 }, {}]) {
      const response = await post(app, API_PATHS.favourites.collect, body, { as: operator, language: 'en' });
      expect(response.statusCode).toBe(400);
      expect(response.json().details.length).toBeGreaterThan(0);
    }
  });

  it('replaces the whole tree with folders, pages and the default tab in one save', async () => {
    const response = await save([
      root(1),
      entry({ id: 'f-daily', menuType: 'Module', menuName: 'Tägliche Arbeit', parentId: 'root', orderNo: 1 }),
      entry({ id: 'p-stock', menuType: 'Page', menuId: stockList, parentId: 'f-daily', orderNo: 1 }),
      entry({ id: 'p-pick', menuType: 'Page', menuId: picking, parentId: 'f-daily', orderNo: 0 }),
      entry({ id: 'f-empty', menuType: 'Module', menuName: 'Später', orderNo: 2 }),
      entry({ id: 'p-receipts', menuType: 'Page', menuId: receipts, orderNo: 0 }),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const current = await menu();
    expect(current.firstPickMenu).toBe(1);
    const tree = current.collectLeadMenuQueryOutput;
    expect(tree.map((item) => [item.menuType, item.menuName])).toEqual([
      ['Page', '收货确认'],
      ['Module', 'Tägliche Arbeit'],
      ['Module', 'Später'],
    ]);
    expect(tree[1]?.children.map((page) => page.menuCode)).toEqual(['WMS.Outbound.Picking', 'WMS.Inventory.StockList']);
    expect(tree[1]?.children[0]?.parentId).toBe(tree[1]?.id);
    expect(tree[2]?.children).toEqual([]);

    // Saving what the portal got back (ids as answered) keeps it as it is.
    const again = tree.flatMap((item, orderNo) => [
      entry({ id: item.id, menuType: item.menuType, menuName: item.menuName, menuId: item.menuId, orderNo }),
      ...item.children.map((child, childNo) =>
        entry({ id: child.id, menuType: 'Page', menuId: child.menuId, parentId: item.id, orderNo: childNo }),
      ),
    ]);
    expect((await save([root(1), ...again])).statusCode).toBe(200);
    const after = await menu();
    expect(
      after.collectLeadMenuQueryOutput.map((item) => [item.menuName, item.children.map((c) => c.menuCode)]),
    ).toEqual(tree.map((item) => [item.menuName, item.children.map((c) => c.menuCode)]));
  });

  it('refuses a folder name used twice with the localized 409, and keeps the stored tree', async () => {
    const stored = [
      root(1),
      entry({ id: 'f1', menuType: 'Module', menuName: 'Inbound' }),
      entry({ id: 'p1', menuType: 'Page', menuId: stockList, parentId: 'f1' }),
    ];
    expect((await save(stored)).statusCode).toBe(200);
    const before = await menu();
    const duplicate = [
      root(0),
      entry({ id: 'f1', menuType: 'Module', menuName: 'Inbound' }),
      entry({ id: 'f2', menuType: 'Module', menuName: ' inbound ' }),
      entry({ id: 'p1', menuType: 'Page', menuId: picking, parentId: 'f2' }),
    ];
    const messages = {
      en: 'The folder name cannot repeat, please re-enter.',
      'zh-Hans': '文件夹名称不能重复，请重新输入。',
      'de-DE': 'Der Ordnername darf sich nicht wiederholen, bitte erneut eingeben.',
    };
    for (const [language, message] of Object.entries(messages)) {
      const response = await save(duplicate, operator, language);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 0, errorCode: '10000', message, data: null });
    }
    expect(await menu()).toEqual(before);
  });

  it('refuses drops against the rules, missing parents and pages not granted, writing nothing', async () => {
    expect((await save([root(1), entry({ id: 'p1', menuType: 'Page', menuId: stockList })])).statusCode).toBe(200);
    const before = await menu();
    const transfer = await demoLookup(app.db).menuId('WMS.Inventory.StockTransfer');
    const cases: [number, object[]][] = [
      // A folder inside a folder.
      [
        400,
        [
          root(0),
          entry({ id: 'f1', menuType: 'Module' }),
          entry({ id: 'f2', menuType: 'Module', menuName: 'B', parentId: 'f1' }),
        ],
      ],
      // A page inside a page.
      [
        400,
        [
          root(0),
          entry({ id: 'p1', menuType: 'Page', menuId: picking }),
          entry({ id: 'p2', menuType: 'Page', menuId: receipts, parentId: 'p1' }),
        ],
      ],
      // A parent that is not in the payload.
      [400, [root(0), entry({ id: 'p1', menuType: 'Page', menuId: picking, parentId: 'nowhere' })]],
      // A second root, and a root with a parent.
      [400, [root(0), entry({ id: 'root2', menuType: 'Service', menuName: 'x' })]],
      // The same page twice, and the same entry id twice.
      [
        400,
        [
          root(0),
          entry({ id: 'p1', menuType: 'Page', menuId: picking }),
          entry({ id: 'p2', menuType: 'Page', menuId: picking }),
        ],
      ],
      [
        400,
        [
          root(0),
          entry({ id: 'p1', menuType: 'Page', menuId: picking }),
          entry({ id: 'p1', menuType: 'Page', menuId: receipts }),
        ],
      ],
      // Entries of two sub-systems, and nothing at all.
      [400, [root(0), entry({ id: 'p1', menuType: 'Page', menuId: picking, dbId: null })]],
      [400, []],
      // A page the operator is not granted.
      [
        403,
        [
          root(0),
          entry({ id: 'p1', menuType: 'Page', menuId: picking }),
          entry({ id: 'p2', menuType: 'Page', menuId: transfer }),
        ],
      ],
      // Wrong types and missing fields.
      [400, [{ ...root(0), orderNo: 'first' }]],
      [400, [{ id: 'x', menuType: 'Page' }]],
      [400, [{ ...root(0), menuType: 'Folder' }]],
    ];
    for (const [status, payload] of cases) {
      const response = await save(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json()).toMatchObject({ code: 0, errorCode: '10000', data: null });
      if (status === 400) expect(response.json().details.length, JSON.stringify(payload)).toBeGreaterThan(0);
    }
    expect(await menu()).toEqual(before);
  });

  it('refuses to save favourites of an application or sub-system the user is not granted', async () => {
    const demo = demoLookup(app.db);
    const qms = await demo.applicationId('QMS');
    const stuttgart = await demo.dbInstanceId('WMS', 'ST01');
    expect((await save([{ ...root(1), applicationId: qms, dbId: null }])).statusCode).toBe(403);
    expect((await save([{ ...root(1), dbId: stuttgart }])).statusCode).toBe(403);
  });

  it("keeps each user's favourites to themselves", async () => {
    expect(
      (await save([root(1), entry({ id: 'p1', menuType: 'Page', menuId: stockList })], supervisor)).statusCode,
    ).toBe(200);
    expect((await menu(operator)).collectLeadMenuQueryOutput).toEqual([]);
    expect((await menu(supervisor)).collectLeadMenuQueryOutput).toHaveLength(1);
  });
});
