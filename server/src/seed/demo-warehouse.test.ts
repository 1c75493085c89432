import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { app, useDemoPlant } from '../../test/demo-plant';
import { describeWithDb } from '../../test/helper';
import { rowsPerDataPermission } from '../../test/rows-per-data-permission';
import { warehouseInboundOrders, warehouseStockLines, warehouseTasks } from '../modules/warehouse/warehouse.table';
import { DEMO_APPLICATIONS } from './demo-catalogue';
import { seedDemoPlant } from './demo-plant';
import { DEMO_MATERIALS, DEMO_WAREHOUSE_DATA } from './demo-warehouse';

describe('demo warehouse data', () => {
  it('stocks only warehouses of the WMS plants, with known materials and unique places and orders', () => {
    const wms = DEMO_APPLICATIONS.find((app) => app.key === 'WMS');
    const materials = new Set(DEMO_MATERIALS.map((m) => m.code));
    const orderNumbers: string[] = [];
    for (const [plant, warehouses] of Object.entries(DEMO_WAREHOUSE_DATA)) {
      const instance = wms?.dbInstances.find((candidate) => candidate.code === plant);
      expect(instance, plant).toBeDefined();
      for (const [code, data] of Object.entries(warehouses)) {
        expect(instance?.dataPermissions.map((p) => p.code)).toContain(code);
        expect(data.stock.length).toBeGreaterThanOrEqual(5);
        expect(data.inbound.length).toBeGreaterThanOrEqual(3);
        for (const [material] of data.stock) expect(materials.has(material), material).toBe(true);
        const places = data.stock.map(([material, location]) => `${material}@${location}`);
        expect(new Set(places).size).toBe(places.length);
        orderNumbers.push(...data.inbound.map((order) => order.orderNo));
      }
    }
    expect(new Set(orderNumbers).size).toBe(orderNumbers.length);
    for (const m of DEMO_MATERIALS) expect(m.zh && m.en && m.de).toBeTruthy();
  });
});

describeWithDb('the demo warehouse seed', () => {
  useDemoPlant({ signIn: [] });

  const rowsPerWarehouse = async () => {
    const tasks = await app.db
      .select({ code: warehouseTasks.kind, n: count() })
      .from(warehouseTasks)
      .groupBy(warehouseTasks.kind);
    return {
      stock: await rowsPerDataPermission(app.db, warehouseStockLines),
      inbound: await rowsPerDataPermission(app.db, warehouseInboundOrders),
      tasks: Object.fromEntries(tasks.map((row) => [row.code, row.n])),
    };
  };

  it('stocks the four warehouses of the two plants and gives every work list tasks', async () => {
    expect(await rowsPerWarehouse()).toMatchObject({
      stock: { 'WH-SZ-RAW': 12, 'WH-SZ-FG': 8, 'WH-ST-01': 10, 'WH-ST-02': 7 },
      inbound: { 'WH-SZ-RAW': 7, 'WH-SZ-FG': 5, 'WH-ST-01': 6, 'WH-ST-02': 5 },
    });
    // One ASN and one receipt per inbound order; put-away once goods have arrived.
    expect((await rowsPerWarehouse()).tasks).toMatchObject({ asn: 23, receipt: 23, 'put-away': 11 });
    const kinds = Object.keys((await rowsPerWarehouse()).tasks).sort();
    expect(kinds).toEqual(['asn', 'count', 'pick', 'put-away', 'receipt', 'ship', 'transfer']);
  });

  it('adds nothing when run again, and fills in a demo plant seeded before the warehouse tables', async () => {
    const before = await rowsPerWarehouse();
    await seedDemoPlant(app.db, app.installationKey);
    expect(await rowsPerWarehouse()).toEqual(before);

    await app.db.delete(warehouseStockLines);
    await app.db.delete(warehouseInboundOrders);
    await seedDemoPlant(app.db, app.installationKey);
    expect(await rowsPerWarehouse()).toEqual(before);

    // A demo plant seeded before the task table: its tasks come on the next start.
    await app.db.delete(warehouseTasks);
    await seedDemoPlant(app.db, app.installationKey);
    expect(await rowsPerWarehouse()).toEqual(before);
  });
});
