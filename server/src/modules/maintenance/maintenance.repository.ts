import type { MaintenanceRecordKind } from '@workbench/contracts';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dataPermissions } from '../applications/applications.table';
import { maintenanceEquipment, maintenanceRecords } from './maintenance.table';

export interface MaintenancePageQuery {
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

export type EquipmentRow = typeof maintenanceEquipment.$inferSelect & { dataPermissionCode: string; areaName: string };

export async function pageEquipment(
  db: DbOrTx,
  query: MaintenancePageQuery,
): Promise<{ rows: EquipmentRow[]; total: number }> {
  const t = maintenanceEquipment;
  const conditions: (SQL | undefined)[] = [
    eq(t.dbInstanceId, query.dbInstanceId),
    inArray(t.dataPermissionId, [...query.dataPermissionIds]),
  ];
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    conditions.push(
      or(
        ilike(t.equipmentNo, pattern),
        ilike(t.model, pattern),
        ilike(t.nameZh, pattern),
        ilike(t.nameEn, pattern),
        ilike(t.nameDe, pattern),
        ilike(dataPermissions.displayName, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select({ equipment: t, dataPermissionCode: dataPermissions.code, areaName: dataPermissions.displayName })
      .from(t)
      .innerJoin(dataPermissions, eq(dataPermissions.id, t.dataPermissionId))
      .where(where)
      .orderBy(asc(t.equipmentNo), asc(t.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: count() })
      .from(t)
      .innerJoin(dataPermissions, eq(dataPermissions.id, t.dataPermissionId))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row.equipment,
      dataPermissionCode: row.dataPermissionCode,
      areaName: row.areaName,
    })),
    total: totals[0]?.total ?? 0,
  };
}

export type MaintenanceRecordRow = typeof maintenanceRecords.$inferSelect & { dataPermissionCode: string };

export async function pageMaintenanceRecords(
  db: DbOrTx,
  kind: MaintenanceRecordKind,
  query: MaintenancePageQuery,
): Promise<{ rows: MaintenanceRecordRow[]; total: number }> {
  const t = maintenanceRecords;
  const conditions: (SQL | undefined)[] = [
    eq(t.dbInstanceId, query.dbInstanceId),
    eq(t.kind, kind),
    inArray(t.dataPermissionId, [...query.dataPermissionIds]),
  ];
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    conditions.push(
      or(
        ilike(t.recordNo, pattern),
        ilike(t.equipmentNo, pattern),
        ilike(t.partNo, pattern),
        ilike(t.titleZh, pattern),
        ilike(t.titleEn, pattern),
        ilike(t.titleDe, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select({ record: t, dataPermissionCode: dataPermissions.code })
      .from(t)
      .innerJoin(dataPermissions, eq(dataPermissions.id, t.dataPermissionId))
      .where(where)
      // Soonest due first, as the planner works through them.
      .orderBy(asc(t.dueDate), asc(t.recordNo), asc(t.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(t).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.record, dataPermissionCode: row.dataPermissionCode })),
    total: totals[0]?.total ?? 0,
  };
}
