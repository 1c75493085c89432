import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  type DataScopedPageQuery,
  type DataScopedRow,
  pageInDataPermissionScope,
} from '../catalogue/applications/data-permission-scope';
import { warehouseInboundOrders, warehouseStockLines, warehouseTasks } from './warehouse.table';

export type StockLineRow = DataScopedRow<typeof warehouseStockLines>;

export function pageStockLines(
  db: DbOrTx,
  query: DataScopedPageQuery,
): Promise<{ rows: StockLineRow[]; total: number }> {
  const t = warehouseStockLines;
  return pageInDataPermissionScope(db, t, query, {
    searchColumns: () => [t.materialCode, t.materialNameZh, t.materialNameEn, t.materialNameDe, t.location],
    orderBy: (permission) => [asc(t.materialCode), asc(permission.code), asc(t.location), asc(t.id)],
  });
}

export type InboundOrderRow = DataScopedRow<typeof warehouseInboundOrders>;

export function pageInboundOrders(
  db: DbOrTx,
  query: DataScopedPageQuery,
): Promise<{ rows: InboundOrderRow[]; total: number }> {
  const t = warehouseInboundOrders;
  return pageInDataPermissionScope(db, t, query, {
    searchColumns: () => [t.orderNo, t.supplier],
    // The most recent deliveries first, as a receiving desk reads the list.
    orderBy: () => [desc(t.expectedDate), desc(t.orderNo), asc(t.id)],
  });
}

export type WarehouseTaskRow = DataScopedRow<typeof warehouseTasks>;

export interface WarehouseTaskPageQuery extends DataScopedPageQuery {
  kind: string;
  /** Empty means every status. */
  status: string;
}

export function pageWarehouseTasks(
  db: DbOrTx,
  query: WarehouseTaskPageQuery,
): Promise<{ rows: WarehouseTaskRow[]; total: number }> {
  const t = warehouseTasks;
  return pageInDataPermissionScope(db, t, query, {
    filters: query.status ? [eq(t.kind, query.kind), eq(t.status, query.status)] : [eq(t.kind, query.kind)],
    searchColumns: () => [
      t.taskNo,
      t.reference,
      t.partner,
      t.materialCode,
      t.materialNameZh,
      t.materialNameEn,
      t.materialNameDe,
      t.fromLocation,
      t.toLocation,
    ],
    // What is due first comes first, as a work list is worked through.
    orderBy: () => [asc(t.dueDate), asc(t.taskNo), asc(t.id)],
  });
}
