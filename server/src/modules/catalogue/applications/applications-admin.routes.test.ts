import { API_PATHS, type ApplicationAdmin, type DbInstance, type PagedResult } from '@workbench/contracts';
import { expect, it } from 'vitest';
import { admin, app, demo, operator, supervisor, useDemoPlant } from '../../../../test/demo-plant';
import { describeWithDb, post } from '../../../../test/helper';
import { auditOf, dataOf, expectRefused, getById, NOWHERE } from '../catalogue-admin.testing';

const paths = API_PATHS.admin.applications;

describeWithDb('application administration (application/*)', () => {
  useDemoPlant();

  const page = async (body: object) =>
    dataOf<PagedResult<ApplicationAdmin>>(
      await post(app, paths.pageList, { maxResultCount: 100, ...body }, { as: admin }),
    );
  const create = (body: object, as = admin) =>
    post(app, paths.create, { applicationUrl: '/apps/new/', ...body }, { as, language: 'en' });

  it('lists applications in workbench order with their tag, sub-system and menu counts', async () => {
    const { items, totalCount } = await page({});
    expect(totalCount).toBe(5);
    expect(items.map((a) => a.enName)).toEqual([
      'Warehouse Management',
      'Manufacturing Execution',
      'Maintenance',
      'Quality Management',
      'Energy Monitoring',
    ]);
    expect(items[0]).toMatchObject({
      displayName: '仓储管理',
      order: 0,
      tagName: '仓储物流 Warehousing & Logistics',
      dbInstanceCount: 2,
    });
    expect(items[0]?.menuCount).toBeGreaterThan(3);
  });

  it('filters by a name in any language and by tag, sorts by name, and pages', async () => {
    expect((await page({ filter: 'lager' })).items.map((a) => a.enName)).toEqual(['Warehouse Management']);
    expect((await page({ filter: 'QUALITÄT' })).items.map((a) => a.enName)).toEqual(['Quality Management']);
    const mnt = dataOf<ApplicationAdmin>(await getById(app, paths.get, await demo.applicationId('MNT'), admin));
    const tagged = await page({ tagId: mnt.specialLeadTagId });
    expect(tagged.items.map((a) => a.enName)).toEqual(['Maintenance', 'Quality Management']);
    expect((await page({ tagId: 'not-a-tag' })).totalCount).toBe(0);
    const byName = await page({ sorting: 'displayName desc', maxResultCount: 2, skipCount: 1 });
    expect(byName.totalCount).toBe(5);
    expect(byName.items).toHaveLength(2);
    expectRefused(await post(app, paths.pageList, { sorting: 'createdAt' }, { as: admin }), 400, ['sorting']);
  });

  it('is refused to a user without the application-management permission', async () => {
    const wms = await demo.applicationId('WMS');
    for (const [path, body] of [
      [paths.pageList, {}],
      [paths.create, { displayName: 'Sneaky' }],
      [paths.edit, { id: wms, displayName: 'Sneaky' }],
      [paths.batchDelete, { ids: [wms] }],
      [paths.arrangeWorkbench, { tagIds: [], applications: [] }],
    ] as const) {
      expectRefused(await post(app, path, body, { as: supervisor }), 403);
    }
    expectRefused(await getById(app, paths.get, wms, operator), 403);
  });

  it('creates an application last on the workbench and records it', async () => {
    const before = await page({});
    const response = await create({ displayName: '  仓储看板  ', enName: 'Warehouse Board', specialLeadTagId: null });
    const created = dataOf<ApplicationAdmin>(response);
    expect(created).toMatchObject({
      displayName: '仓储看板',
      enName: 'Warehouse Board',
      aliasName: '',
      applicationPlatform: 'Web',
      switchMethod: 1,
      integrationMethod: 0,
      specialLeadTagId: null,
      tagName: null,
      dbInstanceCount: 0,
      menuCount: 0,
    });
    expect(created.order).toBeGreaterThan(Math.max(...before.items.map((a) => a.order)));
    expect(dataOf<ApplicationAdmin>(await getById(app, paths.get, created.id, admin))).toEqual(created);
    const [entry] = await auditOf(app, admin, 'application', created.id);
    expect(entry).toMatchObject({
      action: 'create',
      actorUserName: 'admin',
      resourceName: '仓储看板',
      before: null,
      after: { enName: 'Warehouse Board' },
    });
    // Administrators are granted whatever exists: the drawer lists it at once.
    const drawer = dataOf<{ id: string }[]>(await post(app, API_PATHS.applications.forCurrentUser, {}, { as: admin }));
    expect(drawer.at(-1)?.id).toBe(created.id);
  });

  it('refuses invalid fields with details, an unknown tag, and a taken name', async () => {
    const invalid = await create({
      displayName: '',
      applicationUrl: 'javascript:alert(1)',
      applicationLogo: 'data:text/html;base64,PGI+',
      switchMethod: -1,
    });
    expectRefused(invalid, 400, ['applicationLogo', 'applicationUrl', 'displayName', 'switchMethod']);
    expectRefused(await create({ displayName: 'Tagged', specialLeadTagId: NOWHERE }), 400, ['specialLeadTagId']);
    expectRefused(await create({ displayName: 'Tagged', specialLeadTagId: 'garbage' }), 400, ['specialLeadTagId']);
    const taken = await create({ displayName: '仓储管理' });
    expectRefused(taken, 409);
    expect(taken.json().message).toContain('仓储管理');
  });

  it('edits an application, keeping its place, and records before and after', async () => {
    const qms = dataOf<ApplicationAdmin>(await getById(app, paths.get, await demo.applicationId('QMS'), admin));
    const { id, order, tagName, dbInstanceCount, menuCount, ...fields } = qms;
    // What get answers can be sent back as it is: an inline logo and switchMethod 2 included.
    expect(qms).toMatchObject({ switchMethod: 2, applicationLogo: expect.stringMatching(/^data:image\/svg/) });
    expect(dataOf(await post(app, paths.edit, { ...fields, id }, { as: admin }))).toEqual(qms);
    const edited = dataOf<ApplicationAdmin>(
      await post(app, paths.edit, { ...fields, id, enName: 'Quality', switchMethod: 1 }, { as: admin }),
    );
    expect(edited).toEqual({ ...qms, enName: 'Quality', switchMethod: 1 });
    const [entry] = await auditOf(app, admin, 'application', id);
    expect(entry).toMatchObject({
      action: 'edit',
      before: { enName: 'Quality Management', switchMethod: 2 },
      after: { enName: 'Quality', switchMethod: 1 },
    });
    // An inline logo is shortened in the log.
    expect(String((entry?.after as { applicationLogo: string } | undefined)?.applicationLogo)).toMatch(/characters\)$/);
    expectRefused(await post(app, paths.edit, { ...fields, id, displayName: '仓储管理' }, { as: admin }), 409);
    expectRefused(await post(app, paths.edit, { ...fields, id: NOWHERE }, { as: admin }), 404);
    expectRefused(await post(app, paths.edit, { ...fields, id: 'garbage' }, { as: admin }), 404);
    expectRefused(await getById(app, paths.get, NOWHERE, admin), 404);
  });

  it('deletes applications with everything below them, all or nothing', async () => {
    const ems = await demo.applicationId('EMS');
    const unknown = await post(app, paths.batchDelete, { ids: [ems, NOWHERE] }, { as: admin });
    expectRefused(unknown, 404);
    expect((await page({})).items.map((a) => a.id)).toContain(ems);
    expectRefused(await post(app, paths.batchDelete, { ids: [] }, { as: admin }), 400, ['ids']);

    const deleted = await post(app, paths.batchDelete, { ids: [ems, ems] }, { as: admin });
    expect(dataOf(deleted)).toEqual({ deleted: 1 });
    expect((await page({})).items.map((a) => a.id)).not.toContain(ems);
    expectRefused(await getById(app, paths.get, ems, admin), 404);
    // Its sub-systems and menus went with it.
    const instances = await post(app, API_PATHS.dbInstances.forCurrentUser, { applicationId: ems }, { as: admin });
    expectRefused(instances, 404);
    const [entry] = await auditOf(app, admin, 'application', ems);
    expect(entry).toMatchObject({ action: 'delete', after: null, before: { enName: 'Energy Monitoring' } });
    const dataCheck = dataOf<DbInstance[]>(
      await post(
        app,
        API_PATHS.dbInstances.forCurrentUser,
        { applicationId: await demo.applicationId('MES') },
        { as: admin },
      ),
    );
    expect(dataCheck.length).toBe(2);
  });
});
