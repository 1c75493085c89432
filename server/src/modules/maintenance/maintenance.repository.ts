import type { MaintenanceRecordKind } from '@workbench/contracts';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  type DataScopedPageQuery,
  type DataScopedRow,
  pageInDataPermissionScope,
} from '../catalogue/applications/data-permission-scope';
import { maintenanceEquipment, maintenanceRecords } from './maintenance.table';

/** A plant area is a data permission of the Maintenance application: its name is the area's. */
export type EquipmentRow = DataScopedRow<typeof maintenanceEquipment> & { areaName: string };

export async function pageEquipment(
  db: DbOrTx,
  query: DataScopedPageQuery,
): Promise<{ rows: EquipmentRow[]; total: number }> {
  const t = maintenanceEquipment;
  const { rows, total } = await pageInDataPermissionScope(db, t, query, {
    searchColumns: (area) => [t.equipmentNo, t.model, t.nameZh, t.nameEn, t.nameDe, area.displayName],
    orderBy: () => [asc(t.equipmentNo), asc(t.id)],
  });
  return { rows: rows.map((row) => ({ ...row, areaName: row.dataPermissionName })), total };
}

export type MaintenanceRecordRow = DataScopedRow<typeof maintenanceRecords>;

export function pageMaintenanceRecords(
  db: DbOrTx,
  kind: MaintenanceRecordKind,
  query: DataScopedPageQuery,
): Promise<{ rows: MaintenanceRecordRow[]; total: number }> {
  const t = maintenanceRecords;
  return pageInDataPermissionScope(db, t, query, {
    searchColumns: () => [t.recordNo, t.equipmentNo, t.partNo, t.titleZh, t.titleEn, t.titleDe],
    // Soonest due first, as the planner works through them.
    orderBy: () => [asc(t.dueDate), asc(t.recordNo), asc(t.id)],
    filters: [eq(t.kind, kind)],
  });
}
