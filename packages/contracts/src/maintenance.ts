import { z } from 'zod';
import { warehouseQueryRequestSchema } from './warehouse';

/*
 * The demo maintenance service (the Maintenance sub-application's own API,
 * /api/maintenanceService/…). Lists are scoped like the warehouse's and the MES's: one sub-system
 * (plant) and the data permissions the caller chose in the shell, which for maintenance are plant
 * areas.
 */

/** Body of every maintenance list call: sub-system, areas (dataPermissionCodes), keyword and paging. */
export const maintenanceQueryRequestSchema = warehouseQueryRequestSchema;
export type MaintenanceQueryRequest = z.infer<typeof maintenanceQueryRequestSchema>;

export const EQUIPMENT_STATES = ['running', 'idle', 'down', 'maintenance'] as const;
export const equipmentStateSchema = z.enum(EQUIPMENT_STATES);
export type EquipmentState = z.infer<typeof equipmentStateSchema>;

/** One machine of the equipment ledger, with what it is doing now. */
export const equipmentSchema = z.object({
  id: z.string(),
  /** The plant area (data permission) the equipment stands in. */
  dataPermissionCode: z.string(),
  /** The area's name as the sub-system's data permission calls it. */
  areaName: z.string(),
  equipmentNo: z.string(),
  /** In the caller's language (Accept-Language). */
  name: z.string(),
  model: z.string(),
  state: equipmentStateSchema,
  /** ISO 8601, UTC: when the state last changed. */
  since: z.string(),
  /** YYYY-MM-DD. */
  lastServiceDate: z.string(),
  /** YYYY-MM-DD. */
  nextServiceDate: z.string(),
});
export type Equipment = z.infer<typeof equipmentSchema>;

/**
 * The maintenance records the planning and spare-parts pages list: preventive plans, work
 * requests, maintenance orders, spare parts stock and requisitions. They share one shape; each
 * kind has its own list call (API_PATHS.maintenance.records).
 */
export const MAINTENANCE_RECORD_KINDS = ['plan', 'request', 'order', 'stock', 'requisition'] as const;
export const maintenanceRecordKindSchema = z.enum(MAINTENANCE_RECORD_KINDS);
export type MaintenanceRecordKind = z.infer<typeof maintenanceRecordKindSchema>;

export const MAINTENANCE_RECORD_STATUSES = ['open', 'in-progress', 'done'] as const;
export const maintenanceRecordStatusSchema = z.enum(MAINTENANCE_RECORD_STATUSES);
export type MaintenanceRecordStatus = z.infer<typeof maintenanceRecordStatusSchema>;

export const maintenanceRecordSchema = z.object({
  id: z.string(),
  kind: maintenanceRecordKindSchema,
  /** The plant area (data permission) the record belongs to. */
  dataPermissionCode: z.string(),
  /** Plan, request, order or requisition number; the part number for a stock line. */
  recordNo: z.string(),
  /** The equipment concerned; empty for spare parts stock. */
  equipmentNo: z.string(),
  /** Spare part number for stock lines and requisitions; otherwise empty. */
  partNo: z.string(),
  /** The task, fault, work or part, in the caller's language (Accept-Language). */
  title: z.string(),
  /** Parts in stock or asked for; 0 where the kind counts nothing. */
  quantity: z.number().int(),
  /** The stock level below which a part is reordered; 0 for other kinds. */
  minQuantity: z.number().int(),
  unit: z.string(),
  status: maintenanceRecordStatusSchema,
  /** YYYY-MM-DD: next due (plans), reported (requests), due (orders), counted (stock), needed (requisitions). */
  dueDate: z.string(),
});
export type MaintenanceRecord = z.infer<typeof maintenanceRecordSchema>;
