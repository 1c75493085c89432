import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  type DataScopedPageQuery,
  type DataScopedRow,
  pageInDataPermissionScope,
} from '../catalogue/applications/data-permission-scope';
import { mesLineStates, mesWorkOrders } from './mes.table';

export type WorkOrderRow = DataScopedRow<typeof mesWorkOrders>;

export function pageWorkOrders(
  db: DbOrTx,
  query: DataScopedPageQuery,
): Promise<{ rows: WorkOrderRow[]; total: number }> {
  const t = mesWorkOrders;
  return pageInDataPermissionScope(db, t, query, {
    searchColumns: () => [t.orderNo, t.productCode, t.productNameZh, t.productNameEn, t.productNameDe],
    // In the order the lines work through them.
    orderBy: () => [asc(t.plannedStart), asc(t.orderNo), asc(t.id)],
  });
}

/** A line is a data permission of the MES: its name is the data permission's. */
export type LineStateRow = DataScopedRow<typeof mesLineStates> & { lineName: string };

export async function pageLineStates(
  db: DbOrTx,
  query: DataScopedPageQuery,
): Promise<{ rows: LineStateRow[]; total: number }> {
  const t = mesLineStates;
  const { rows, total } = await pageInDataPermissionScope(db, t, query, {
    searchColumns: (line) => [line.code, line.displayName, t.currentOrderNo],
    orderBy: (line) => [asc(line.code), asc(t.id)],
  });
  return { rows: rows.map((row) => ({ ...row, lineName: row.dataPermissionName })), total };
}
