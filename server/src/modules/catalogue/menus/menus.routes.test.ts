import { ALL_PERMISSION_CODES, API_PATHS, type MenuItem, type MenuResponse } from '@workbench/contracts';
import { expect, it } from 'vitest';
import { admin, app, demo, operator, supervisor, useDemoPlant } from '../../../../test/demo-plant';
import { describeWithDb, post, type SignedIn } from '../../../../test/helper';

const pageCodes = (tree: MenuItem[]): string[] =>
  tree.flatMap((item) => (item.menuType === 'Page' ? [item.menuCode] : pageCodes(item.children)));

describeWithDb('the user menus (queryUserBaseMenuList, queryUserMenuList)', () => {
  useDemoPlant();

  const menuOf = async (as: SignedIn, body: object) => {
    const response = await post(app, API_PATHS.menus.userMenuList, body, { as });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as MenuResponse;
  };

  it("answers the caller's portal permission codes, parents included", async () => {
    const codesOf = async (as: SignedIn) => {
      const response = await post(app, API_PATHS.menus.baseMenuList, { isPda: false }, { as });
      expect(response.statusCode).toBe(200);
      return response.json().data.baseMenuCodes as Record<string, boolean>;
    };
    const adminCodes = await codesOf(admin);
    expect(Object.keys(adminCodes).sort()).toEqual([...ALL_PERMISSION_CODES].sort());
    expect(Object.values(adminCodes).every((value) => value === true)).toBe(true);
    expect(await codesOf(supervisor)).toEqual({
      'WebBaseService.EventCenter': true,
      'WebBaseService.OperationCenter': true,
      'WebBaseService.TeamManagement': true,
      'WebBaseService.TeamManagement.UserManage': true,
    });
    expect(await codesOf(operator)).toEqual({});
    const noBody = await post(app, API_PATHS.menus.baseMenuList, undefined, { as: operator });
    expect(noBody.json()).toEqual({ code: 1, message: '', data: { baseMenuCodes: {} } });
    const wrongType = await post(app, API_PATHS.menus.baseMenuList, { isPda: 'no' }, { as: operator });
    expect(wrongType.statusCode).toBe(400);
  });

  it('gives the operator only the granted pages of WMS, and the folders holding them, in order', async () => {
    const applicationId = await demo.applicationId('WMS');
    const dbId = await demo.dbInstanceId('WMS', 'SZ01');
    const menu = await menuOf(operator, { applicationId, dbId, isPda: false });
    expect(menu.firstPickMenu).toBe(0);
    expect(menu.collectLeadMenuQueryOutput).toEqual([]);
    expect(menu.baseMenuCodes).toEqual({});
    const [service] = menu.defaultLeadMenuQueryOutput;
    expect(menu.defaultLeadMenuQueryOutput).toHaveLength(1);
    expect(service).toMatchObject({ menuType: 'Service', menuCode: 'WMS', parentId: null, applicationId, dbId });
    expect(service?.children.map((m) => m.menuCode)).toEqual(['WMS.Inbound', 'WMS.Inventory', 'WMS.Outbound']);
    expect(pageCodes(menu.defaultLeadMenuQueryOutput)).toEqual([
      'WMS.Inbound.Orders',
      'WMS.Inbound.Receipts',
      'WMS.Inbound.PutAway',
      'WMS.Inventory.StockList',
      'WMS.Inventory.CycleCount',
      'WMS.Outbound.Picking',
    ]);
    const stock = service?.children[1]?.children[0];
    expect(stock).toMatchObject({
      menuType: 'Page',
      menuCode: 'WMS.Inventory.StockList',
      menuName: '库存查询',
      menuNameEn: 'Stock List',
      menuNameAlias: 'Bestandsliste',
      webClientRoute: '/inventory/stock',
      pageType: 0,
      keepAliveFlag: true,
      isCollect: false,
      parentId: service?.children[1]?.id,
      children: [],
    });
    expect(stock?.menuId).toBe(stock?.id);
  });

  it('gives the supervisor most pages and the administrator all, new-window pages included', async () => {
    const applicationId = await demo.applicationId('MES');
    const dbId = await demo.dbInstanceId('MES', 'ST01');
    const supervisorPages = pageCodes((await menuOf(supervisor, { applicationId, dbId })).defaultLeadMenuQueryOutput);
    const adminMenu = await menuOf(admin, { applicationId, dbId });
    const adminPages = pageCodes(adminMenu.defaultLeadMenuQueryOutput);
    expect(adminPages).toHaveLength(5);
    expect(supervisorPages).toEqual(adminPages.filter((code) => code !== 'MES.MasterData.WorkCentres'));
    const andon = adminMenu.defaultLeadMenuQueryOutput[0]?.children[1]?.children[1];
    expect(andon).toMatchObject({ menuCode: 'MES.ShopFloor.Andon', pageType: 1 });
  });

  it('answers the menu without a sub-system too', async () => {
    const applicationId = await demo.applicationId('WMS');
    const menu = await menuOf(operator, { applicationId });
    expect(menu.defaultLeadMenuQueryOutput[0]?.dbId).toBeNull();
    expect(pageCodes(menu.defaultLeadMenuQueryOutput)).toHaveLength(6);
  });

  it('answers 403 for an application, or a sub-system, the caller is not granted', async () => {
    const wms = await demo.applicationId('WMS');
    const refusals = [
      { applicationId: await demo.applicationId('QMS') },
      { applicationId: '00000000-0000-4000-8000-000000000000' },
      // Stuttgart is not the operator's plant.
      { applicationId: wms, dbId: await demo.dbInstanceId('WMS', 'ST01') },
      // A sub-system of another application.
      { applicationId: wms, dbId: await demo.dbInstanceId('MES', 'SZ01') },
      { applicationId: wms, dbId: 'SZ01' },
    ];
    for (const body of refusals) {
      const response = await post(app, API_PATHS.menus.userMenuList, body, { as: operator, language: 'en' });
      expect(response.statusCode, JSON.stringify(body)).toBe(403);
      expect(response.json()).toMatchObject({ code: 0, errorCode: '10000', data: null });
    }
    const wrongApp = await post(app, API_PATHS.menus.userMenuList, refusals[3], { as: admin });
    expect(wrongApp.statusCode).toBe(404);
  });

  it('refuses missing and wrongly typed fields with details', async () => {
    const missing = await post(app, API_PATHS.menus.userMenuList, { dbId: null }, { as: operator, language: 'en' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([{ field: 'applicationId', message: 'is required' }]);
    const wrong = await post(app, API_PATHS.menus.userMenuList, { applicationId: 7, isPda: 'x' }, { as: operator });
    expect(wrong.statusCode).toBe(400);
    expect(
      wrong
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['applicationId', 'isPda']);
  });
});
