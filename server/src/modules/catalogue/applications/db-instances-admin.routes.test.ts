import { API_PATHS, type DbInstance, type DbInstanceAdmin, type PagedResult } from '@workbench/contracts';
import { expect, it } from 'vitest';
import { admin, app, demo, operator, supervisor, useDemoPlant } from '../../../../test/demo-plant';
import { describeWithDb, post } from '../../../../test/helper';
import { auditOf, dataOf, expectRefused, getById, NOWHERE } from '../catalogue-admin.testing';

const paths = API_PATHS.admin.dbInstances;

describeWithDb('sub-system administration (dbInstance/*)', () => {
  useDemoPlant();

  const page = async (body: object) =>
    dataOf<PagedResult<DbInstanceAdmin>>(
      await post(app, paths.pageList, { maxResultCount: 100, ...body }, { as: admin }),
    );
  const create = (body: object) => post(app, paths.create, body, { as: admin, language: 'en' });
  const edit = (body: object) => post(app, paths.edit, body, { as: admin, language: 'en' });

  it('lists the sub-systems of an application with their data permissions', async () => {
    const wms = await demo.applicationId('WMS');
    const { items, totalCount } = await page({ applicationId: wms });
    expect(totalCount).toBe(2);
    expect(items.map((i) => i.code)).toEqual(['SZ01', 'ST01']);
    expect(items[0]?.dataPermissionOutputs.map((p) => p.code)).toEqual(['WH-SZ-RAW', 'WH-SZ-FG']);
    expect((await page({ applicationId: wms, filter: 'stuttgart' })).items.map((i) => i.code)).toEqual(['ST01']);
    expect((await page({ applicationId: wms, sorting: 'code asc' })).items.map((i) => i.code)).toEqual([
      'ST01',
      'SZ01',
    ]);
    expectRefused(await post(app, paths.pageList, { applicationId: NOWHERE }, { as: admin }), 404);
    expectRefused(await post(app, paths.pageList, {}, { as: admin }), 400, ['applicationId']);
    expectRefused(await post(app, paths.pageList, { applicationId: wms }, { as: supervisor }), 403);
  });

  it('creates a sub-system with data permissions, last in its application, and records it', async () => {
    const mes = await demo.applicationId('MES');
    const created = dataOf<DbInstanceAdmin>(
      await create({
        applicationId: mes,
        code: 'CD01',
        displayName: '成都工厂 Chengdu Plant',
        dataPermissions: [
          { code: 'LINE-C1', displayName: 'Line C1' },
          { code: 'LINE-C2', displayName: 'Line C2' },
        ],
      }),
    );
    expect(created).toMatchObject({ applicationId: mes, code: 'CD01', order: 2 });
    expect(created.dataPermissionOutputs.map((p) => p.code)).toEqual(['LINE-C1', 'LINE-C2']);
    expect(dataOf(await getById(app, paths.get, created.id, admin))).toEqual(created);
    // The administrator now chooses it in the portal's sub-system list.
    const mine = dataOf<DbInstance[]>(
      await post(app, API_PATHS.dbInstances.forCurrentUser, { applicationId: mes }, { as: admin }),
    );
    expect(mine.map((i) => i.code)).toContain('CD01');
    const [entry] = await auditOf(app, admin, 'dbInstance', created.id);
    expect(entry).toMatchObject({ action: 'create', after: { code: 'CD01' } });
  });

  it('refuses bad fields, taken codes, repeated data permission codes and unknown applications', async () => {
    const mes = await demo.applicationId('MES');
    expectRefused(await create({ applicationId: mes, code: 'bad code!', displayName: '' }), 400, [
      'code',
      'displayName',
    ]);
    expectRefused(await create({ applicationId: mes, code: 'SZ01', displayName: 'Again' }), 409);
    const repeated = await create({
      applicationId: mes,
      code: 'XX01',
      displayName: 'Repeated',
      dataPermissions: [
        { code: 'A', displayName: 'A' },
        { code: 'A', displayName: 'A again' },
      ],
    });
    expectRefused(repeated, 409);
    expect(repeated.json().message).toContain('"A"');
    const foreign = await create({
      applicationId: mes,
      code: 'XX02',
      displayName: 'Foreign',
      dataPermissions: [{ id: await demo.dataPermissionId('WMS', 'SZ01', 'WH-SZ-RAW'), code: 'B', displayName: 'B' }],
    });
    expectRefused(foreign, 400, ['dataPermissions.0.id']);
    expectRefused(await create({ applicationId: NOWHERE, code: 'XX03', displayName: 'Nowhere' }), 404);
    expect((await page({ applicationId: mes })).items.map((i) => i.code)).not.toContain('XX01');
  });

  it('edits a sub-system and its data permissions as one list', async () => {
    const qms = await demo.applicationId('QMS');
    const instanceId = await demo.dbInstanceId('QMS', 'SZ01');
    const before = dataOf<DbInstanceAdmin>(await getById(app, paths.get, instanceId, admin));
    const [incoming, final] = before.dataPermissionOutputs;
    const edited = dataOf<DbInstanceAdmin>(
      await edit({
        id: instanceId,
        applicationId: qms,
        code: 'SZ01',
        displayName: 'Suzhou',
        dataPermissions: [
          // Swapped codes, renamed, and reordered: the unique index must not get in the way.
          { id: final?.id, code: incoming?.code, displayName: 'Final QC' },
          { id: incoming?.id, code: final?.code, displayName: 'Incoming QC' },
          { code: 'LAB-SZ-NEW', displayName: 'New lab' },
        ],
      }),
    );
    expect(edited.displayName).toBe('Suzhou');
    expect(edited.dataPermissionOutputs).toEqual([
      { id: final?.id, code: incoming?.code, displayName: 'Final QC' },
      { id: incoming?.id, code: final?.code, displayName: 'Incoming QC' },
      { id: expect.any(String), code: 'LAB-SZ-NEW', displayName: 'New lab' },
    ]);

    const shrunk = dataOf<DbInstanceAdmin>(
      await edit({ id: instanceId, applicationId: qms, code: 'SZ01', displayName: 'Suzhou', dataPermissions: [] }),
    );
    expect(shrunk.dataPermissionOutputs).toEqual([]);
    const [entry] = await auditOf(app, admin, 'dbInstance', instanceId);
    expect(entry).toMatchObject({ action: 'edit', after: { dataPermissionOutputs: [] } });
    expect((entry?.before as DbInstanceAdmin | undefined)?.dataPermissionOutputs).toHaveLength(3);
  });

  it('refuses moving a sub-system, taking another one’s code, and unknown ids', async () => {
    const wms = await demo.applicationId('WMS');
    const instanceId = await demo.dbInstanceId('WMS', 'ST01');
    const base = { id: instanceId, applicationId: wms, code: 'ST01', displayName: 'Stuttgart' };
    expectRefused(await edit({ ...base, applicationId: await demo.applicationId('MES') }), 400, ['applicationId']);
    expectRefused(await edit({ ...base, code: 'SZ01' }), 409);
    expectRefused(await edit({ ...base, id: NOWHERE }), 404);
    expectRefused(await getById(app, paths.get, NOWHERE, admin), 404);
  });

  it('deletes sub-systems all or nothing, with the grants of their data permissions', async () => {
    const wms = await demo.applicationId('WMS');
    const suzhou = await demo.dbInstanceId('WMS', 'SZ01');
    expectRefused(await post(app, paths.batchDelete, { ids: [suzhou, 'garbage'] }, { as: admin }), 404);
    // The operator's roles grant data permissions of WMS Suzhou.
    const before = await post(app, API_PATHS.dbInstances.forCurrentUser, { applicationId: wms }, { as: operator });
    expect(dataOf<DbInstance[]>(before).map((i) => i.code)).toEqual(['SZ01']);

    expect(dataOf(await post(app, paths.batchDelete, { ids: [suzhou] }, { as: admin }))).toEqual({ deleted: 1 });
    const after = await post(app, API_PATHS.dbInstances.forCurrentUser, { applicationId: wms }, { as: operator });
    expect(dataOf(after)).toEqual([]);
    expect((await page({ applicationId: wms })).items.map((i) => i.code)).toEqual(['ST01']);
    const [entry] = await auditOf(app, admin, 'dbInstance', suzhou);
    expect(entry).toMatchObject({ action: 'delete', before: { code: 'SZ01' }, after: null });
  });
});
