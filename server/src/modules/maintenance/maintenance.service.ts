import type {
  CoreLanguage,
  Equipment,
  EquipmentState,
  MaintenanceQueryRequest,
  MaintenanceRecord,
  MaintenanceRecordKind,
  MaintenanceRecordStatus,
  PagedResult,
} from '@workbench/contracts';
import { EQUIPMENT_STATES, MAINTENANCE_RECORD_STATUSES } from '@workbench/contracts';
import type { Db } from '../../db/client';
import type { UserGrants } from '../../platform/auth/grant-reader';
import { resolveScopedQuery } from '../warehouse/warehouse.service';
import {
  type EquipmentRow,
  type MaintenanceRecordRow,
  pageEquipment,
  pageMaintenanceRecords,
} from './maintenance.repository';

/*
 * The caller must hold the Maintenance application, the plant and each asked area: the same
 * rules, and the same 403/404 answers, as the warehouse's lists (warehouse.service.ts), with area
 * wording.
 */
const AREA_MESSAGES = { notGranted: 'maintenance.areaNotGranted', notFound: 'maintenance.areaNotFound' };

// The tables' check constraints keep these columns to the listed values.
const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

function inLanguage(language: CoreLanguage, names: { zh: string; en: string; de: string }): string {
  if (language === 'zh-Hans') return names.zh;
  if (language === 'de-DE') return names.de;
  return names.en;
}

function toEquipment(row: EquipmentRow, language: CoreLanguage): Equipment {
  return {
    id: row.id,
    dataPermissionCode: row.dataPermissionCode,
    areaName: row.areaName,
    equipmentNo: row.equipmentNo,
    name: inLanguage(language, { zh: row.nameZh, en: row.nameEn, de: row.nameDe }),
    model: row.model,
    state: oneOf<EquipmentState>(EQUIPMENT_STATES, row.state, 'idle'),
    since: row.since.toISOString(),
    lastServiceDate: row.lastServiceDate,
    nextServiceDate: row.nextServiceDate,
  };
}

function toRecord(row: MaintenanceRecordRow, kind: MaintenanceRecordKind, language: CoreLanguage): MaintenanceRecord {
  return {
    id: row.id,
    kind,
    dataPermissionCode: row.dataPermissionCode,
    recordNo: row.recordNo,
    equipmentNo: row.equipmentNo,
    partNo: row.partNo,
    title: inLanguage(language, { zh: row.titleZh, en: row.titleEn, de: row.titleDe }),
    quantity: row.quantity,
    minQuantity: row.minQuantity,
    unit: row.unit,
    status: oneOf<MaintenanceRecordStatus>(MAINTENANCE_RECORD_STATUSES, row.status, 'open'),
    dueDate: row.dueDate,
  };
}

/** The equipment of the asked areas, by equipment number. */
export async function queryEquipment(
  db: Db,
  grants: UserGrants,
  request: MaintenanceQueryRequest,
  language: CoreLanguage,
): Promise<PagedResult<Equipment>> {
  const { rows, total } = await pageEquipment(db, await resolveScopedQuery(db, grants, request, AREA_MESSAGES));
  return { items: rows.map((row) => toEquipment(row, language)), totalCount: total };
}

/** One kind of maintenance record of the asked areas, soonest due first. */
export async function queryMaintenanceRecords(
  db: Db,
  grants: UserGrants,
  kind: MaintenanceRecordKind,
  request: MaintenanceQueryRequest,
  language: CoreLanguage,
): Promise<PagedResult<MaintenanceRecord>> {
  const query = await resolveScopedQuery(db, grants, request, AREA_MESSAGES);
  const { rows, total } = await pageMaintenanceRecords(db, kind, query);
  return { items: rows.map((row) => toRecord(row, kind, language)), totalCount: total };
}
