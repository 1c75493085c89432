import { API_PATHS, type MenuAdmin, type MenuItem, type MenuResponse, type PagedResult } from '@workbench/contracts';
import { expect, it } from 'vitest';
import { admin, app, demo, supervisor, useDemoPlant } from '../../../../test/demo-plant';
import { describeWithDb, post } from '../../../../test/helper';
import { auditOf, dataOf, expectRefused, getById, NOWHERE } from '../catalogue-admin.testing';

const paths = API_PATHS.admin.menus;

describeWithDb('menu administration (leadMenu create, edit, get, queryPageList, batchDelete)', () => {
  useDemoPlant({ signIn: ['admin', 'supervisor'] });

  const create = (body: object) => post(app, paths.create, body, { as: admin, language: 'en' });
  const treeOf = async (applicationId: string) =>
    dataOf<MenuItem[]>(
      await app.inject({
        method: 'GET',
        url: `${API_PATHS.menus.allByApplication}?applicationId=${applicationId}`,
        headers: admin.headers,
      }),
    );
  const find = (items: MenuItem[], id: string): MenuItem | undefined => {
    for (const item of items) {
      if (item.id === id) return item;
      const inner = find(item.children, id);
      if (inner) return inner;
    }
    return undefined;
  };

  it('is refused to a user without the application-management permission', async () => {
    const ems = await demo.applicationId('EMS');
    const service = await demo.menuId('EMS');
    expectRefused(await post(app, paths.pageList, { applicationId: ems }, { as: supervisor }), 403);
    expectRefused(await getById(app, paths.get, service, supervisor), 403);
    const body = { applicationId: ems, parentId: service, menuType: 'Module', menuCode: 'EMS.X', menuName: 'X' };
    expectRefused(await post(app, paths.create, body, { as: supervisor }), 403);
    expectRefused(
      await post(app, paths.edit, { id: service, menuCode: 'EMS', menuName: 'X' }, { as: supervisor }),
      403,
    );
    expectRefused(await post(app, paths.batchDelete, { ids: [service] }, { as: supervisor }), 403);
  });

  it('creates a module and a page last among their siblings; the page shows in the tree and side menu', async () => {
    const ems = await demo.applicationId('EMS');
    const module = dataOf<MenuAdmin>(
      await create({
        applicationId: ems,
        parentId: await demo.menuId('EMS'),
        menuType: 'Module',
        menuCode: 'EMS.Reports',
        menuName: '报表',
        menuNameEn: 'Reports',
      }),
    );
    expect(module).toMatchObject({ menuType: 'Module', order: 2, isPda: false, icon: '' });
    const page = dataOf<MenuAdmin>(
      await create({
        applicationId: ems,
        parentId: module.id,
        menuType: 'Page',
        menuCode: 'EMS.Reports.Monthly',
        menuName: '月报',
        menuNameEn: 'Monthly report',
        menuNameAlias: 'Monatsbericht',
        webClientRoute: '/ems/reports/monthly',
        icon: 'report',
        keepAliveFlag: true,
      }),
    );
    expect(page).toMatchObject({ parentId: module.id, order: 0, icon: 'report', keepAliveFlag: true, pageType: 0 });
    expect(dataOf(await getById(app, paths.get, page.id, admin))).toEqual(page);

    expect(find(await treeOf(ems), page.id)).toMatchObject({ menuCode: 'EMS.Reports.Monthly', parentId: module.id });
    const sideMenu = dataOf<MenuResponse>(
      await post(app, API_PATHS.menus.userMenuList, { applicationId: ems }, { as: admin }),
    );
    expect(find(sideMenu.defaultLeadMenuQueryOutput, page.id)).toMatchObject({ menuNameAlias: 'Monatsbericht' });
    const [entry] = await auditOf(app, admin, 'leadMenu', page.id);
    expect(entry).toMatchObject({ action: 'create', resourceName: '月报', after: { menuCode: 'EMS.Reports.Monthly' } });
  });

  it('refuses nesting that breaks Service > Module > Page, naming parentId', async () => {
    const ems = await demo.applicationId('EMS');
    const base = { applicationId: ems, menuCode: 'EMS.Misplaced', menuName: 'Misplaced' };
    const cases = [
      { ...base, menuType: 'Page', parentId: null },
      { ...base, menuType: 'Page', parentId: await demo.menuId('EMS') },
      { ...base, menuType: 'Module', parentId: await demo.menuId('EMS.Analysis') },
      { ...base, menuType: 'Service', parentId: await demo.menuId('EMS') },
      { ...base, menuType: 'Page', parentId: await demo.menuId('QMS.Analysis') },
    ];
    for (const body of cases) expectRefused(await create(body), 400, ['parentId']);
    expectRefused(await create({ ...base, menuType: 'Module', parentId: NOWHERE }), 404);
    expectRefused(await create({ ...base, menuType: 'Service', parentId: null, applicationId: NOWHERE }), 404);
    expectRefused(await create({ ...base, menuType: 'Module', parentId: await demo.menuId('EMS'), isPda: true }), 400, [
      'isPda',
    ]);
  });

  it('refuses invalid fields with details and a code the application already has', async () => {
    const ems = await demo.applicationId('EMS');
    const invalid = await create({
      applicationId: ems,
      parentId: null,
      menuType: 'Folder',
      menuCode: 'a b',
      menuName: '',
    });
    expectRefused(invalid, 400, ['menuCode', 'menuName', 'menuType']);
    const service = { applicationId: ems, parentId: null, menuType: 'Service', menuName: 'Again' };
    const taken = await create({ ...service, menuCode: 'EMS.Analysis' });
    expectRefused(taken, 409);
    expect(taken.json().message).toContain('EMS.Analysis');
    // Codes are unique per application only.
    expect(dataOf<MenuAdmin>(await create({ ...service, menuCode: 'QMS.Analysis' })).order).toBe(1);
  });

  it('edits names, code and display options but not the type, place or kind', async () => {
    const id = await demo.menuId('EMS.Analysis.PeakLoad');
    const stored = dataOf<MenuAdmin>(await getById(app, paths.get, id, admin));
    const { menuType, parentId, order, applicationId, ...fields } = stored;
    const edited = dataOf<MenuAdmin>(
      await post(
        app,
        paths.edit,
        { ...fields, menuType: 'Service', menuCode: 'EMS.Analysis.Peak', menuNameEn: 'Peaks', pageType: 1 },
        { as: admin },
      ),
    );
    expect(edited).toEqual({ ...stored, menuCode: 'EMS.Analysis.Peak', menuNameEn: 'Peaks', pageType: 1 });
    const [entry] = await auditOf(app, admin, 'leadMenu', id);
    expect(entry).toMatchObject({ action: 'edit', before: { menuNameEn: stored.menuNameEn }, after: { pageType: 1 } });
    const edit = (body: object) => post(app, paths.edit, { ...fields, ...body }, { as: admin });
    expectRefused(await edit({ menuCode: 'EMS.Monitoring' }), 409);
    expectRefused(await edit({ isPda: true }), 400, ['isPda']);
    expectRefused(await edit({ id: NOWHERE }), 404);
    expectRefused(await getById(app, paths.get, 'garbage', admin), 404);
  });

  it('lists an application’s menus flat, filtered by type and text', async () => {
    const qms = await demo.applicationId('QMS');
    const list = async (body: object) =>
      dataOf<PagedResult<MenuAdmin>>(
        await post(app, paths.pageList, { applicationId: qms, maxResultCount: 100, ...body }, { as: admin }),
      );
    expect((await list({ menuType: 'Module' })).items.map((m) => m.menuCode).sort()).toEqual([
      'QMS.Analysis',
      'QMS.Inspection',
      'QMS.Nonconformance',
    ]);
    expect((await list({ filter: 'qms.analysis.', sorting: 'menuCode desc' })).items.map((m) => m.menuCode)).toEqual([
      'QMS.Analysis.Spc',
      'QMS.Analysis.Dashboard',
    ]);
    expectRefused(await post(app, paths.pageList, { applicationId: NOWHERE }, { as: admin }), 404);
  });

  it('deletes menus with their subtrees, all or nothing, and logs the move of a menu', async () => {
    const mnt = await demo.applicationId('MNT');
    const spareParts = await demo.menuId('MNT.SpareParts');
    const stock = await demo.menuId('MNT.SpareParts.Stock');
    expectRefused(await post(app, paths.batchDelete, { ids: [spareParts, NOWHERE] }, { as: admin }), 404);
    expect(find(await treeOf(mnt), stock)).toBeDefined();

    const deleted = await post(app, paths.batchDelete, { ids: [spareParts] }, { as: admin });
    expect(dataOf(deleted)).toEqual({ deleted: 1 });
    const tree = await treeOf(mnt);
    expect(find(tree, spareParts)).toBeUndefined();
    expectRefused(await getById(app, paths.get, stock, admin), 404);
    const [entry] = await auditOf(app, admin, 'leadMenu', spareParts);
    expect(entry).toMatchObject({ action: 'delete', after: null });
    expect((entry?.before as { subtree: string[] } | undefined)?.subtree.sort()).toEqual([
      'MNT.SpareParts.Requisitions',
      'MNT.SpareParts.Stock',
    ]);

    const ledger = await demo.menuId('MNT.Equipment.Ledger');
    const planning = await demo.menuId('MNT.Planning');
    dataOf(await post(app, API_PATHS.menus.move, { id: ledger, parentId: planning, order: 0 }, { as: admin }));
    const [moved] = await auditOf(app, admin, 'leadMenu', ledger);
    expect(moved).toMatchObject({
      action: 'move',
      actorUserName: 'admin',
      before: { parentId: await demo.menuId('MNT.Equipment') },
      after: { parentId: planning, order: 0 },
    });
  });
});
