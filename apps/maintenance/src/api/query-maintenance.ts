import type { FetchPage } from '@workbench/app-kit';
import {
  API_PATHS,
  type Equipment,
  equipmentSchema,
  MAINTENANCE_RECORD_KINDS,
  type MaintenanceRecord,
  type MaintenanceRecordKind,
  maintenanceRecordSchema,
  pagedResultSchema,
} from '@workbench/contracts';
import { postToPlatform } from '@workbench/contracts/app-bridge';

const equipmentPage = pagedResultSchema(equipmentSchema);
const recordPage = pagedResultSchema(maintenanceRecordSchema);

export const queryEquipment: FetchPage<Equipment> = (session, request, options) =>
  postToPlatform(session, API_PATHS.maintenance.equipmentPageList, request, equipmentPage, options);

/** One fetcher per record kind, made once so that the list hook sees the same function every render. */
export const queryRecords = Object.fromEntries(
  MAINTENANCE_RECORD_KINDS.map((kind) => [
    kind,
    ((session, request, options) =>
      postToPlatform(
        session,
        API_PATHS.maintenance.records[kind],
        request,
        recordPage,
        options,
      )) satisfies FetchPage<MaintenanceRecord>,
  ]),
) as Record<MaintenanceRecordKind, FetchPage<MaintenanceRecord>>;
