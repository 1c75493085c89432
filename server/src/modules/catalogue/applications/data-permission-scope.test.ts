import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeWithDb } from '../../../../test/helper';
import { warehouseInboundOrders } from '../../warehouse/warehouse.table';
import { applications, dataPermissions, dbInstances } from './applications.table';
import { type DataScopedPageQuery, pageInDataPermissionScope } from './data-permission-scope';

/*
 * Any table of rows kept per sub-system and data permission will do; the warehouse's announced
 * deliveries are the simplest: an order number and a supplier to search.
 */
describeWithDb('a page of rows within data permissions', () => {
  let app: FastifyInstance;
  let plant: string;
  let otherPlant: string;
  let north: string;
  let south: string;
  let elsewhere: string;

  beforeAll(async () => {
    app = await createTestApp();
    const db = app.db;
    const [application] = await db.insert(applications).values({ displayName: 'WMS' }).returning();
    if (!application) throw new Error('no application');
    const [one, two] = await db
      .insert(dbInstances)
      .values([
        { applicationId: application.id, code: 'P1', displayName: 'Plant one' },
        { applicationId: application.id, code: 'P2', displayName: 'Plant two' },
      ])
      .returning();
    if (!one || !two) throw new Error('no plants');
    [plant, otherPlant] = [one.id, two.id];
    const permissions = await db
      .insert(dataPermissions)
      .values([
        { dbInstanceId: plant, code: 'WH-N', displayName: 'North hall' },
        { dbInstanceId: plant, code: 'WH-S', displayName: 'South yard' },
        { dbInstanceId: otherPlant, code: 'WH-X', displayName: 'North annex' },
      ])
      .returning();
    [north, south, elsewhere] = permissions.map((permission) => permission.id) as [string, string, string];
    const order = (dbInstanceId: string, dataPermissionId: string, orderNo: string, supplier = 'Acme') => ({
      dbInstanceId,
      dataPermissionId,
      orderNo,
      supplier,
      expectedDate: '2026-11-26',
    });
    await db
      .insert(warehouseInboundOrders)
      .values([
        order(plant, north, 'IN-50%'),
        order(plant, north, 'IN-500'),
        order(plant, north, 'IN_7'),
        order(plant, north, 'INX7'),
        order(plant, north, 'IN-\\1'),
        order(plant, south, 'IN-50%-S', 'Brandt'),
        order(otherPlant, elsewhere, 'IN-50%-X'),
      ]);
  });
  afterAll(() => app?.close());

  const page = (query: Partial<DataScopedPageQuery>) =>
    pageInDataPermissionScope(
      app.db,
      warehouseInboundOrders,
      { dbInstanceId: plant, dataPermissionIds: [north, south], keyword: '', limit: 100, offset: 0, ...query },
      {
        searchColumns: (permission) => [warehouseInboundOrders.orderNo, permission.displayName],
        orderBy: (permission) => [
          asc(permission.code),
          asc(warehouseInboundOrders.orderNo),
          asc(warehouseInboundOrders.id),
        ],
      },
    );
  const orderNos = (result: { rows: { orderNo: string }[] }) => result.rows.map((row) => row.orderNo);

  it("takes a keyword's % and _ (and backslash) literally", async () => {
    expect(orderNos(await page({ dataPermissionIds: [north], keyword: '50%' }))).toEqual(['IN-50%']);
    expect(orderNos(await page({ dataPermissionIds: [north], keyword: '_7' }))).toEqual(['IN_7']);
    expect(orderNos(await page({ dataPermissionIds: [north], keyword: '\\' }))).toEqual(['IN-\\1']);
  });

  it("keeps to the sub-system and the asked data permissions, labelling each row with its permission's code and name", async () => {
    const both = await page({ keyword: '50%' });
    expect(both.rows.map((row) => [row.orderNo, row.dataPermissionCode, row.dataPermissionName])).toEqual([
      ['IN-50%', 'WH-N', 'North hall'],
      ['IN-50%-S', 'WH-S', 'South yard'],
    ]);
    // A data permission of another sub-system finds nothing here, even though its rows match.
    expect(await page({ dataPermissionIds: [elsewhere], keyword: '50%' })).toEqual({ rows: [], total: 0 });
    expect(await page({ dataPermissionIds: [] })).toEqual({ rows: [], total: 0 });
  });

  it("searches the data permission's own columns when asked to", async () => {
    const inNorthHall = await page({ keyword: 'north' });
    expect(inNorthHall.total).toBe(5);
    expect(inNorthHall.rows.every((row) => row.dataPermissionCode === 'WH-N')).toBe(true);
  });

  it('counts every row the filters match, whatever the page, and pages through them in a stable order', async () => {
    const all = await page({});
    expect(all.total).toBe(6);
    const first = await page({ limit: 4, offset: 0 });
    const rest = await page({ limit: 4, offset: 4 });
    expect([first.total, rest.total]).toEqual([6, 6]);
    expect([...orderNos(first), ...orderNos(rest)]).toEqual(orderNos(all));
    expect(new Set(orderNos(all)).size).toBe(6);
    const filtered = await page({ keyword: 'IN-5', limit: 1 });
    expect(filtered.rows).toHaveLength(1);
    expect(filtered.total).toBe(3);
  });
});
