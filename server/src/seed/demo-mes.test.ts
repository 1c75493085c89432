import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { app, useDemoPlant } from '../../test/demo-plant';
import { describeWithDb } from '../../test/helper';
import { rowsPerDataPermission } from '../../test/rows-per-data-permission';
import { mesLineStates, mesWorkOrders } from '../modules/mes/mes.table';
import { DEMO_APPLICATIONS } from './demo-catalogue';
import { DEMO_MES_DATA } from './demo-mes';
import { seedDemoPlant } from './demo-plant';
import { DEMO_MATERIALS } from './demo-warehouse';

describe('demo MES data', () => {
  it('runs only on lines of the MES plants, makes known products, and numbers orders once', () => {
    const mes = DEMO_APPLICATIONS.find((app) => app.key === 'MES');
    const products = new Set(DEMO_MATERIALS.map((m) => m.code));
    const numbers: string[] = [];
    for (const [plant, lines] of Object.entries(DEMO_MES_DATA)) {
      const instance = mes?.dbInstances.find((candidate) => candidate.code === plant);
      for (const [code, line] of Object.entries(lines)) {
        expect(instance?.dataPermissions.map((p) => p.code)).toContain(code);
        for (const order of line.orders) {
          expect(products.has(order.productCode), order.orderNo).toBe(true);
          expect(order.goodQuantity + order.scrapQuantity).toBeLessThanOrEqual(order.plannedQuantity);
          numbers.push(order.orderNo);
        }
      }
    }
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

describeWithDb('the demo MES seed', () => {
  useDemoPlant({ signIn: [] });

  const rowsPerLine = async () => {
    const states = await app.db.select({ n: count() }).from(mesLineStates);
    return { orders: await rowsPerDataPermission(app.db, mesWorkOrders), states: states[0]?.n };
  };

  it('gives every line its orders and one state, adds nothing when run again, and fills in an older demo plant', async () => {
    const seeded = await rowsPerLine();
    expect(seeded).toEqual({
      orders: { 'LINE-A1': 4, 'LINE-A2': 3, 'LINE-M1': 3, 'LINE-S1': 3, 'LINE-S2': 2 },
      states: 5,
    });
    await seedDemoPlant(app.db, app.installationKey);
    expect(await rowsPerLine()).toEqual(seeded);
    await app.db.delete(mesWorkOrders);
    await app.db.delete(mesLineStates);
    await seedDemoPlant(app.db, app.installationKey);
    expect(await rowsPerLine()).toEqual(seeded);
  });
});
