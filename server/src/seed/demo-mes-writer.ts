import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { applications, dataPermissions, dbInstances } from '../modules/catalogue/applications/applications.table';
import { mesLineStates, mesWorkOrders } from '../modules/mes/mes.table';
import { DEMO_APPLICATIONS } from './demo-catalogue';
import { DEMO_MES_DATA } from './demo-mes';
import { DEMO_MATERIALS } from './demo-warehouse';

const HOUR_MS = 60 * 60 * 1000;

/** The demo MES's lines as they are in this database (an administrator may have removed some). */
async function findLineTargets(db: DbOrTx) {
  const mes = DEMO_APPLICATIONS.find((app) => app.key === 'MES');
  if (!mes) return [];
  return db
    .select({
      dbInstanceId: dbInstances.id,
      plantCode: dbInstances.code,
      dataPermissionId: dataPermissions.id,
      dataPermissionCode: dataPermissions.code,
    })
    .from(dbInstances)
    .innerJoin(applications, eq(applications.id, dbInstances.applicationId))
    .innerJoin(dataPermissions, eq(dataPermissions.dbInstanceId, dbInstances.id))
    .where(and(eq(applications.displayName, mes.displayName), inArray(dbInstances.code, Object.keys(DEMO_MES_DATA))));
}

/**
 * Work orders and line states of the demo MES. Rows already there (same order number, same line)
 * are left alone, so running it twice adds nothing.
 */
export async function insertDemoMes(db: DbOrTx, now: Date = new Date()): Promise<void> {
  const products = new Map(DEMO_MATERIALS.map((m) => [m.code, m]));
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR_MS);
  const orders: (typeof mesWorkOrders.$inferInsert)[] = [];
  const states: (typeof mesLineStates.$inferInsert)[] = [];
  for (const target of await findLineTargets(db)) {
    const line = DEMO_MES_DATA[target.plantCode]?.[target.dataPermissionCode];
    if (!line) continue;
    const scope = { dbInstanceId: target.dbInstanceId, dataPermissionId: target.dataPermissionId };
    for (const order of line.orders) {
      const product = products.get(order.productCode);
      if (!product) throw new Error(`demo work order ${order.orderNo}: unknown product ${order.productCode}`);
      const { startInHours, durationHours, ...fields } = order;
      orders.push({
        ...scope,
        ...fields,
        productNameZh: product.zh,
        productNameEn: product.en,
        productNameDe: product.de,
        plannedStart: at(startInHours),
        plannedEnd: at(startInHours + durationHours),
      });
    }
    const current = line.orders.find((o) => o.status === 'running') ?? line.orders.find((o) => o.status === 'released');
    states.push({
      ...scope,
      state: line.state,
      currentOrderNo: current?.orderNo ?? '',
      outputToday: current?.goodQuantity ?? 0,
      targetToday: line.targetToday,
      since: at(-line.sinceHours),
    });
  }
  if (orders.length > 0) await db.insert(mesWorkOrders).values(orders).onConflictDoNothing();
  if (states.length > 0) await db.insert(mesLineStates).values(states).onConflictDoNothing();
}

/** For a demo database created before the MES tables existed: adds their rows once. */
export async function seedDemoMes(db: Db): Promise<void> {
  const [any] = await db.select({ id: mesLineStates.id }).from(mesLineStates).limit(1);
  if (any) return;
  await db.transaction((tx) => insertDemoMes(tx));
}
