import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { applications, dataPermissions, dbInstances } from '../modules/catalogue/applications/applications.table';
import { warehouseInboundOrders, warehouseStockLines, warehouseTasks } from '../modules/warehouse/warehouse.table';
import { DEMO_APPLICATIONS } from './demo-catalogue';
import { DEMO_MATERIALS, DEMO_WAREHOUSE_DATA } from './demo-warehouse';
import { demoWarehouseTasks } from './demo-warehouse-tasks';

const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD of the UTC day `days` after `from`. */
function dayAfter(from: Date, days: number): string {
  return new Date(from.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

interface WarehouseTarget {
  dbInstanceId: string;
  plantCode: string;
  dataPermissionId: string;
  dataPermissionCode: string;
}

/**
 * The demo WMS's warehouses as they are in this database, found by application name and codes:
 * an administrator may have renamed or removed some since, and those are simply left out.
 */
async function findWarehouseTargets(db: DbOrTx): Promise<WarehouseTarget[]> {
  const wms = DEMO_APPLICATIONS.find((app) => app.key === 'WMS');
  if (!wms) return [];
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
    .where(
      and(eq(applications.displayName, wms.displayName), inArray(dbInstances.code, Object.keys(DEMO_WAREHOUSE_DATA))),
    );
}

/**
 * Stock lines and inbound orders of the demo WMS. Rows that are already there (same place, same
 * order number) are left alone, so running it twice, or on two instances at once, adds nothing.
 */
export async function insertDemoWarehouse(db: DbOrTx, now: Date = new Date()): Promise<void> {
  const materials = new Map(DEMO_MATERIALS.map((m) => [m.code, m]));
  const stock: (typeof warehouseStockLines.$inferInsert)[] = [];
  const inbound: (typeof warehouseInboundOrders.$inferInsert)[] = [];
  const tasks: (typeof warehouseTasks.$inferInsert)[] = [];
  for (const target of await findWarehouseTargets(db)) {
    const data = DEMO_WAREHOUSE_DATA[target.plantCode]?.[target.dataPermissionCode];
    if (!data) continue;
    const scope = { dbInstanceId: target.dbInstanceId, dataPermissionId: target.dataPermissionId };
    for (const [index, [code, location, quantity]] of data.stock.entries()) {
      const m = materials.get(code);
      if (!m) throw new Error(`demo stock of ${target.dataPermissionCode}: unknown material ${code}`);
      stock.push({
        ...scope,
        materialCode: m.code,
        materialNameZh: m.zh,
        materialNameEn: m.en,
        materialNameDe: m.de,
        location,
        quantity,
        unit: m.unit,
        // Spread over the last few days, as counts and movements would leave them.
        updatedAt: new Date(now.getTime() - (index * 7 + 1) * 60 * 60 * 1000),
      });
    }
    for (const order of data.inbound) {
      inbound.push({
        ...scope,
        orderNo: order.orderNo,
        supplier: order.supplier,
        status: order.status,
        expectedDate: dayAfter(now, order.dueInDays),
        lineCount: order.lineCount,
      });
    }
    for (const task of demoWarehouseTasks(target.plantCode, target.dataPermissionCode, data)) {
      const m = materials.get(task.materialCode);
      if (!m) throw new Error(`demo task ${task.taskNo}: unknown material ${task.materialCode}`);
      const { dueInDays, ...fields } = task;
      tasks.push({
        ...scope,
        ...fields,
        materialNameZh: m.zh,
        materialNameEn: m.en,
        materialNameDe: m.de,
        unit: m.unit,
        dueDate: dayAfter(now, dueInDays),
      });
    }
  }
  if (stock.length > 0) await db.insert(warehouseStockLines).values(stock).onConflictDoNothing();
  if (inbound.length > 0) await db.insert(warehouseInboundOrders).values(inbound).onConflictDoNothing();
  if (tasks.length > 0) await db.insert(warehouseTasks).values(tasks).onConflictDoNothing();
}

/**
 * For a demo database created before the warehouse tables (or the task table) existed: adds the
 * warehouse rows once, when a table has none at all. Rows already there are left alone.
 */
export async function seedDemoWarehouse(db: Db): Promise<void> {
  const [stock] = await db.select({ id: warehouseStockLines.id }).from(warehouseStockLines).limit(1);
  const [task] = await db.select({ id: warehouseTasks.id }).from(warehouseTasks).limit(1);
  if (stock && task) return;
  await db.transaction((tx) => insertDemoWarehouse(tx));
}
