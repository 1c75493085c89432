import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dataPermissions, dbInstances } from '../applications/applications.table';
import { warehouseInboundOrders, warehouseStockLines, warehouseTasks } from './warehouse.table';

export interface WarehouseScopeRow {
  applicationId: string;
  /** The sub-system's data permissions (warehouses). */
  dataPermissions: { id: string; code: string }[];
}

/** The application a sub-system belongs to and its data permissions; undefined when unknown. */
export async function findWarehouseScope(db: DbOrTx, dbInstanceId: string): Promise<WarehouseScopeRow | undefined> {
  const rows = await db
    .select({
      applicationId: dbInstances.applicationId,
      permissionId: dataPermissions.id,
      permissionCode: dataPermissions.code,
    })
    .from(dbInstances)
    .leftJoin(dataPermissions, eq(dataPermissions.dbInstanceId, dbInstances.id))
    .where(eq(dbInstances.id, dbInstanceId));
  const first = rows[0];
  if (!first) return undefined;
  return {
    applicationId: first.applicationId,
    dataPermissions: rows.flatMap((row) =>
      row.permissionId && row.permissionCode ? [{ id: row.permissionId, code: row.permissionCode }] : [],
    ),
  };
}

export interface WarehousePageQuery {
  dbInstanceId: string;
  dataPermissionIds: readonly string[];
  /** Already trimmed; empty means no filter. */
  keyword: string;
  limit: number;
  offset: number;
}

/** "50%" must find "50%", not everything: LIKE's wildcards and escape character are taken literally. */
function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type StockLineRow = typeof warehouseStockLines.$inferSelect & { dataPermissionCode: string };

export async function pageStockLines(
  db: DbOrTx,
  query: WarehousePageQuery,
): Promise<{ rows: StockLineRow[]; total: number }> {
  const t = warehouseStockLines;
  const conditions: (SQL | undefined)[] = [
    eq(t.dbInstanceId, query.dbInstanceId),
    inArray(t.dataPermissionId, [...query.dataPermissionIds]),
  ];
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    conditions.push(
      or(
        ilike(t.materialCode, pattern),
        ilike(t.materialNameZh, pattern),
        ilike(t.materialNameEn, pattern),
        ilike(t.materialNameDe, pattern),
        ilike(t.location, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select({ line: t, dataPermissionCode: dataPermissions.code })
      .from(t)
      .innerJoin(dataPermissions, eq(dataPermissions.id, t.dataPermissionId))
      .where(where)
      .orderBy(asc(t.materialCode), asc(dataPermissions.code), asc(t.location), asc(t.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(t).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.line, dataPermissionCode: row.dataPermissionCode })),
    total: totals[0]?.total ?? 0,
  };
}

export type InboundOrderRow = typeof warehouseInboundOrders.$inferSelect & { dataPermissionCode: string };

export async function pageInboundOrders(
  db: DbOrTx,
  query: WarehousePageQuery,
): Promise<{ rows: InboundOrderRow[]; total: number }> {
  const t = warehouseInboundOrders;
  const conditions: (SQL | undefined)[] = [
    eq(t.dbInstanceId, query.dbInstanceId),
    inArray(t.dataPermissionId, [...query.dataPermissionIds]),
  ];
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    conditions.push(or(ilike(t.orderNo, pattern), ilike(t.supplier, pattern)));
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select({ order: t, dataPermissionCode: dataPermissions.code })
      .from(t)
      .innerJoin(dataPermissions, eq(dataPermissions.id, t.dataPermissionId))
      .where(where)
      // The most recent deliveries first, as a receiving desk reads the list.
      .orderBy(desc(t.expectedDate), desc(t.orderNo), asc(t.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(t).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.order, dataPermissionCode: row.dataPermissionCode })),
    total: totals[0]?.total ?? 0,
  };
}

export type WarehouseTaskRow = typeof warehouseTasks.$inferSelect & { dataPermissionCode: string };

export interface WarehouseTaskPageQuery extends WarehousePageQuery {
  kind: string;
  /** Empty means every status. */
  status: string;
}

export async function pageWarehouseTasks(
  db: DbOrTx,
  query: WarehouseTaskPageQuery,
): Promise<{ rows: WarehouseTaskRow[]; total: number }> {
  const t = warehouseTasks;
  const conditions: (SQL | undefined)[] = [
    eq(t.dbInstanceId, query.dbInstanceId),
    eq(t.kind, query.kind),
    inArray(t.dataPermissionId, [...query.dataPermissionIds]),
  ];
  if (query.status) conditions.push(eq(t.status, query.status));
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    conditions.push(
      or(
        ilike(t.taskNo, pattern),
        ilike(t.reference, pattern),
        ilike(t.partner, pattern),
        ilike(t.materialCode, pattern),
        ilike(t.materialNameZh, pattern),
        ilike(t.materialNameEn, pattern),
        ilike(t.materialNameDe, pattern),
        ilike(t.fromLocation, pattern),
        ilike(t.toLocation, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select({ task: t, dataPermissionCode: dataPermissions.code })
      .from(t)
      .innerJoin(dataPermissions, eq(dataPermissions.id, t.dataPermissionId))
      .where(where)
      // What is due first comes first, as a work list is worked through.
      .orderBy(asc(t.dueDate), asc(t.taskNo), asc(t.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(t).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.task, dataPermissionCode: row.dataPermissionCode })),
    total: totals[0]?.total ?? 0,
  };
}
