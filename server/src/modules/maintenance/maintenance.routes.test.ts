import { API_PATHS, type Equipment, MAINTENANCE_RECORD_KINDS, type MaintenanceRecord } from '@workbench/contracts';
import { beforeAll, expect, it } from 'vitest';
import { admin, app, demo, operator, supervisor } from '../../../test/demo-plant';
import { describeWithDb, loginAs, post, type SignedIn } from '../../../test/helper';
import { scopedListRequest as body, listOf, stuttgart, suzhou, usePlantLists } from '../../../test/scoped-lists';
import { addUser } from '../../../test/users';
import { translate } from '../../platform/messages';
import { roleApplications, roleDataPermissions, roles } from '../access/roles.table';
import { userRoles } from '../access/users.table';

const EQUIPMENT = API_PATHS.maintenance.equipmentPageList;
const RECORDS = API_PATHS.maintenance.records;

describeWithDb('the demo maintenance service', () => {
  let pressTeam: SignedIn;

  usePlantLists('MNT');

  beforeAll(async () => {
    // A press-shop technician: the Maintenance application, the Suzhou press shop and nothing else.
    const userId = await addUser(app, { userName: 'press', password: 'Press#1234' });
    const [role] = await app.db.insert(roles).values({ name: 'Press shop' }).returning({ id: roles.id });
    if (!role) throw new Error('no role');
    await app.db.insert(roleApplications).values({ roleId: role.id, applicationId: await demo.applicationId('MNT') });
    await app.db.insert(roleDataPermissions).values({
      roleId: role.id,
      dataPermissionId: await demo.dataPermissionId('MNT', 'SZ01', 'AREA-SZ-PRESS'),
    });
    await app.db.insert(userRoles).values({ userId, roleId: role.id });
    pressTeam = await loginAs(app, 'press', 'Press#1234');
  });

  it("lists the asked areas' equipment by number, names in the caller's language", async () => {
    const press = await listOf<Equipment>(EQUIPMENT, pressTeam, body(suzhou, ['AREA-SZ-PRESS']), 'de-DE');
    expect(press.items.map((machine) => [machine.equipmentNo, machine.name, machine.state])).toEqual([
      ['EQ-SZ-P01', '800-t-Presse', 'running'],
      ['EQ-SZ-P02', '400-t-Presse', 'down'],
      ['EQ-SZ-P03', 'Richtanlage', 'idle'],
    ]);
    expect(press.items[0]).toMatchObject({
      dataPermissionCode: 'AREA-SZ-PRESS',
      areaName: '冲压车间 Press Shop',
      model: 'Schuler MSD 800',
    });
    expect(press.items[0]?.nextServiceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const both = await listOf<Equipment>(
      EQUIPMENT,
      supervisor,
      body(suzhou, ['AREA-SZ-PRESS', 'AREA-SZ-PAINT']),
      'zh-Hans',
    );
    expect(both.totalCount).toBe(5);
    expect(both.items.find((machine) => machine.equipmentNo === 'EQ-SZ-C02')?.name).toBe('烘干炉');
  });

  it('lists each kind of record of the asked areas only, soonest due first', async () => {
    const expected = { plan: 2, request: 2, order: 2, stock: 2, requisition: 2 };
    for (const kind of MAINTENANCE_RECORD_KINDS) {
      const list = await listOf<MaintenanceRecord>(RECORDS[kind], pressTeam, body(suzhou, ['AREA-SZ-PRESS']));
      expect(list.totalCount, kind).toBe(expected[kind]);
      expect(list.items.every((record) => record.kind === kind && record.dataPermissionCode === 'AREA-SZ-PRESS')).toBe(
        true,
      );
      const due = list.items.map((record) => record.dueDate);
      expect(due, kind).toEqual([...due].sort());
    }
    const stock = await listOf<MaintenanceRecord>(RECORDS.stock, supervisor, body(stuttgart, ['AREA-ST-UTIL']), 'en');
    expect(stock.items).toEqual([
      expect.objectContaining({
        recordNo: 'SP-FLT-AIR',
        partNo: 'SP-FLT-AIR',
        title: 'Compressed air filter element',
        quantity: 2,
        minQuantity: 2,
        unit: 'pcs',
      }),
    ]);
  });

  it('filters by keyword and pages with a stable total', async () => {
    const areas = ['AREA-SZ-PRESS', 'AREA-SZ-PAINT'];
    const found = await listOf<MaintenanceRecord>(
      RECORDS.order,
      supervisor,
      body(suzhou, areas, { keyword: 'filtermatten' }),
      'de-DE',
    );
    expect(found.items.map((record) => record.recordNo)).toEqual(['MO-SZ-311']);
    const byMachine = await listOf<Equipment>(EQUIPMENT, supervisor, body(suzhou, areas, { keyword: 'eq-sz-c' }));
    expect(byMachine.items.map((machine) => machine.equipmentNo)).toEqual(['EQ-SZ-C01', 'EQ-SZ-C02']);
    const first = await listOf<Equipment>(EQUIPMENT, supervisor, body(suzhou, areas, { maxResultCount: 2 }));
    const second = await listOf<Equipment>(
      EQUIPMENT,
      supervisor,
      body(suzhou, areas, { maxResultCount: 2, skipCount: 2 }),
    );
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(2);
    expect(second.totalCount).toBe(first.totalCount);
    const firstIds = new Set(first.items.map((machine) => machine.id));
    expect(second.items.some((machine) => firstIds.has(machine.id))).toBe(false);
  });

  it("refuses an area, a plant or the application the caller is not granted, in the caller's language", async () => {
    const refused = async (as: SignedIn, request: object, status: number, key: string, code?: string) => {
      for (const path of [EQUIPMENT, RECORDS.plan, RECORDS.requisition]) {
        const response = await post(app, path, request, { as, language: 'de-DE' });
        expect(response.statusCode, `${path} ${response.body}`).toBe(status);
        expect(response.json()).toEqual({
          code: 0,
          errorCode: '10000',
          message: translate('de-DE', key, code ? { code } : {}),
          data: null,
        });
      }
    };
    await refused(pressTeam, body(stuttgart, ['AREA-ST-ASSY']), 403, 'applications.dbInstanceNotGranted');
    await refused(
      pressTeam,
      body(suzhou, ['AREA-SZ-PRESS', 'AREA-SZ-PAINT']),
      403,
      'maintenance.areaNotGranted',
      'AREA-SZ-PAINT',
    );
    await refused(admin, body(suzhou, ['AREA-ST-UTIL']), 404, 'maintenance.areaNotFound', 'AREA-ST-UTIL');
    await refused(operator, body(suzhou, ['AREA-SZ-PRESS']), 403, 'applications.notGranted');
  });

  it('answers a bad body with 400 and the field', async () => {
    for (const [extra, field] of [
      [{ maxResultCount: 0 }, 'maxResultCount'],
      [{ skipCount: -1 }, 'skipCount'],
      [{ keyword: 7 }, 'keyword'],
      [{ dataPermissionCodes: [] }, 'dataPermissionCodes'],
    ] as const) {
      for (const path of [EQUIPMENT, RECORDS.stock]) {
        const response = await post(app, path, body(suzhou, ['AREA-SZ-PRESS'], extra), {
          as: supervisor,
          language: 'en',
        });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().details.map((d: { field: string }) => d.field)).toContain(field);
      }
    }
  });
});
