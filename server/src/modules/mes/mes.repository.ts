import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dataPermissions } from '../applications/applications.table';
import { mesLineStates, mesWorkOrders } from './mes.table';

export interface MesPageQuery {
  dbInstanceId: string;
  dataPermissionIds: readonly string[];
  /** Already trimmed; empty means no filter. */
  keyword: string;
  limit: number;
  offset: number;
}

/** LIKE's wildcards and escape character are taken literally. */
function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type WorkOrderRow = typeof mesWorkOrders.$inferSelect & { dataPermissionCode: string };

export async function pageWorkOrders(
  db: DbOrTx,
  query: MesPageQuery,
): Promise<{ rows: WorkOrderRow[]; total: number }> {
  const t = mesWorkOrders;
  const conditions: (SQL | undefined)[] = [
    eq(t.dbInstanceId, query.dbInstanceId),
    inArray(t.dataPermissionId, [...query.dataPermissionIds]),
  ];
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    conditions.push(
      or(
        ilike(t.orderNo, pattern),
        ilike(t.productCode, pattern),
        ilike(t.productNameZh, pattern),
        ilike(t.productNameEn, pattern),
        ilike(t.productNameDe, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select({ order: t, dataPermissionCode: dataPermissions.code })
      .from(t)
      .innerJoin(dataPermissions, eq(dataPermissions.id, t.dataPermissionId))
      .where(where)
      // In the order the lines work through them.
      .orderBy(asc(t.plannedStart), asc(t.orderNo), asc(t.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(t).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.order, dataPermissionCode: row.dataPermissionCode })),
    total: totals[0]?.total ?? 0,
  };
}

export type LineStateRow = typeof mesLineStates.$inferSelect & { dataPermissionCode: string; lineName: string };

export async function pageLineStates(
  db: DbOrTx,
  query: MesPageQuery,
): Promise<{ rows: LineStateRow[]; total: number }> {
  const t = mesLineStates;
  const conditions: (SQL | undefined)[] = [
    eq(t.dbInstanceId, query.dbInstanceId),
    inArray(t.dataPermissionId, [...query.dataPermissionIds]),
  ];
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    conditions.push(
      or(
        ilike(dataPermissions.code, pattern),
        ilike(dataPermissions.displayName, pattern),
        ilike(t.currentOrderNo, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select({ line: t, dataPermissionCode: dataPermissions.code, lineName: dataPermissions.displayName })
      .from(t)
      .innerJoin(dataPermissions, eq(dataPermissions.id, t.dataPermissionId))
      .where(where)
      .orderBy(asc(dataPermissions.code), asc(t.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: count() })
      .from(t)
      .innerJoin(dataPermissions, eq(dataPermissions.id, t.dataPermissionId))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.line, dataPermissionCode: row.dataPermissionCode, lineName: row.lineName })),
    total: totals[0]?.total ?? 0,
  };
}
