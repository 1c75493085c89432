import { API_PATHS, type MenuItem, PERMISSIONS } from '@workbench/contracts';
import { expect, it } from 'vitest';
import { admin, app, demo, supervisor, useDemoPlant } from '../../../../test/demo-plant';
import { describeWithDb, loginAs, post } from '../../../../test/helper';
import { addUser } from '../../../../test/users';
import { rolePermissions, roles } from '../../access/roles.table';
import { userRoles } from '../../access/users.table';

const NOWHERE = '00000000-0000-4000-8000-000000000000';

describeWithDb('menu administration (getAllMenusByApplicationId, move)', () => {
  useDemoPlant({ signIn: ['admin', 'supervisor'] });

  const allMenus = async (applicationId: string, as = admin) =>
    app.inject({
      method: 'GET',
      url: `${API_PATHS.menus.allByApplication}?applicationId=${applicationId}&isPda=false`,
      headers: as.headers,
    });
  const treeOf = async (applicationId: string) => {
    const response = await allMenus(applicationId);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as MenuItem[];
  };
  const modulesOf = (tree: MenuItem[]) =>
    Object.fromEntries(
      tree[0]?.children.map((m) => [m.menuCode, m.children.map((p) => `${p.menuCode}@${p.order}`)]) ?? [],
    );

  it('gives the administrator the whole tree of an application', async () => {
    const tree = await treeOf(await demo.applicationId('QMS'));
    expect(tree).toHaveLength(1);
    expect(modulesOf(tree)).toEqual({
      'QMS.Inspection': ['QMS.Inspection.Incoming@0', 'QMS.Inspection.InProcess@1', 'QMS.Inspection.Final@2'],
      'QMS.Nonconformance': ['QMS.Nonconformance.Ncr@0', 'QMS.Nonconformance.EightD@1'],
      'QMS.Analysis': ['QMS.Analysis.Spc@0', 'QMS.Analysis.Dashboard@1'],
    });
  });

  it('is for holders of the application-management permission only', async () => {
    const wms = await demo.applicationId('WMS');
    expect((await allMenus(wms, supervisor)).statusCode).toBe(403);
    const move = await post(app, API_PATHS.menus.move, { id: wms, parentId: null, order: 0 }, { as: supervisor });
    expect(move.statusCode).toBe(403);
    expect(move.json()).toMatchObject({ errorCode: '10000' });
  });

  it('covers every application for a non-administrator holding the permission', async () => {
    const userId = await addUser(app, { userName: 'app-manager', password: 'Manager#1' });
    const [role] = await app.db.insert(roles).values({ name: 'Application managers' }).returning({ id: roles.id });
    await app.db
      .insert(rolePermissions)
      .values({ roleId: role?.id ?? '', permissionCode: PERMISSIONS.applicationManage });
    await app.db.insert(userRoles).values({ userId, roleId: role?.id ?? '' });
    const manager = await loginAs(app, 'app-manager', 'Manager#1');
    const response = await allMenus(await demo.applicationId('QMS'), manager);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data[0]).toMatchObject({ menuCode: 'QMS', menuType: 'Service' });
    // Their roles grant no application, so the side menu of that application stays closed to them.
    const menu = await post(
      app,
      API_PATHS.menus.userMenuList,
      { applicationId: await demo.applicationId('QMS') },
      { as: manager },
    );
    expect(menu.statusCode).toBe(403);
  });

  it('answers 404 for an unknown application and 400 without one', async () => {
    expect((await allMenus(NOWHERE)).statusCode).toBe(404);
    const missing = await app.inject({ method: 'GET', url: API_PATHS.menus.allByApplication, headers: admin.headers });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0]).toMatchObject({ field: 'applicationId' });
  });

  it('moves a page into another module at a position and renumbers both modules', async () => {
    const applicationId = await demo.applicationId('MNT');
    const ledger = await demo.menuId('MNT.Equipment.Ledger');
    const planning = await demo.menuId('MNT.Planning');
    const response = await post(app, API_PATHS.menus.move, { id: ledger, parentId: planning, order: 1 }, { as: admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ code: 1, message: '', data: null });
    expect(modulesOf(await treeOf(applicationId))).toEqual({
      'MNT.Equipment': ['MNT.Equipment.Status@0'],
      'MNT.Planning': [
        'MNT.Planning.PreventivePlans@0',
        'MNT.Equipment.Ledger@1',
        'MNT.Planning.WorkRequests@2',
        'MNT.Planning.Orders@3',
      ],
      'MNT.SpareParts': ['MNT.SpareParts.Stock@0', 'MNT.SpareParts.Requisitions@1'],
    });
  });

  it('reorders within the same parent, an order past the end meaning last', async () => {
    const applicationId = await demo.applicationId('EMS');
    const monitoring = await demo.menuId('EMS.Monitoring');
    const analysis = await demo.menuId('EMS.Analysis');
    const service = await demo.menuId('EMS');
    const first = await post(
      app,
      API_PATHS.menus.move,
      { id: monitoring, parentId: service, order: 99 },
      { as: admin },
    );
    expect(first.statusCode).toBe(200);
    const tree = await treeOf(applicationId);
    expect(tree[0]?.children.map((m) => [m.id, m.order])).toEqual([
      [analysis, 0],
      [monitoring, 1],
    ]);
  });

  it('refuses nesting that breaks Service > Module > Page, and parents of another application', async () => {
    const page = await demo.menuId('EMS.Analysis.PeakLoad');
    const cases = [
      { id: page, parentId: await demo.menuId('EMS'), order: 0 },
      { id: page, parentId: null, order: 0 },
      { id: await demo.menuId('EMS.Analysis'), parentId: await demo.menuId('EMS.Monitoring'), order: 0 },
      { id: await demo.menuId('EMS'), parentId: await demo.menuId('QMS'), order: 0 },
      { id: page, parentId: await demo.menuId('QMS.Analysis'), order: 0 },
    ];
    const before = await treeOf(await demo.applicationId('EMS'));
    for (const body of cases) {
      const response = await post(app, API_PATHS.menus.move, body, { as: admin, language: 'en' });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().details[0]).toMatchObject({ field: 'parentId' });
    }
    expect(await treeOf(await demo.applicationId('EMS'))).toEqual(before);
  });

  it('answers 404 for unknown menus and 400 for bad input', async () => {
    const page = await demo.menuId('EMS.Analysis.PeakLoad');
    expect(
      (await post(app, API_PATHS.menus.move, { id: NOWHERE, parentId: null, order: 0 }, { as: admin })).statusCode,
    ).toBe(404);
    expect(
      (await post(app, API_PATHS.menus.move, { id: page, parentId: NOWHERE, order: 0 }, { as: admin })).statusCode,
    ).toBe(404);
    for (const body of [
      { id: page, order: 0 },
      { id: page, parentId: null, order: -1 },
      { id: page, parentId: null, order: 'first' },
    ]) {
      const response = await post(app, API_PATHS.menus.move, body, { as: admin });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().details.length).toBeGreaterThan(0);
    }
  });
});
