import { type FetchPage, pagedListCall } from '@workbench/app-kit';
import {
  API_PATHS,
  equipmentSchema,
  MAINTENANCE_RECORD_KINDS,
  type MaintenanceRecord,
  type MaintenanceRecordKind,
  maintenanceRecordSchema,
} from '@workbench/contracts';

export const queryEquipment = pagedListCall(API_PATHS.maintenance.equipmentPageList, equipmentSchema);

/** One call per record kind, made once so that the list hook sees the same function every render. */
export const queryRecords = Object.fromEntries(
  MAINTENANCE_RECORD_KINDS.map((kind) => [
    kind,
    pagedListCall(API_PATHS.maintenance.records[kind], maintenanceRecordSchema),
  ]),
) as Record<MaintenanceRecordKind, FetchPage<MaintenanceRecord>>;
