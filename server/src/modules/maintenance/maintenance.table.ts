import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { dataScopedColumns } from '../catalogue/applications/data-scoped-columns';

/*
 * The demo maintenance service's data. As for the warehouse and the MES, every row belongs to one
 * sub-system (plant) and one of its data permissions, which for maintenance are plant areas.
 */

/** One machine of the equipment ledger and what it is doing now. */
export const maintenanceEquipment = pgTable(
  'maintenance_equipment',
  {
    ...dataScopedColumns(),
    equipmentNo: text('equipment_no').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    nameDe: text('name_de').notNull(),
    model: text('model').notNull().default(''),
    /** running, idle, down or maintenance (EQUIPMENT_STATES). */
    state: text('state').notNull().default('idle'),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    lastServiceDate: date('last_service_date', { mode: 'string' }).notNull(),
    nextServiceDate: date('next_service_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    // Also lets a repeated demo seed insert nothing twice.
    uniqueIndex('maintenance_equipment_no_key').on(t.dbInstanceId, t.equipmentNo),
    index('maintenance_equipment_scope_idx').on(t.dbInstanceId, t.dataPermissionId),
    check('maintenance_equipment_state_check', sql`${t.state} in ('running', 'idle', 'down', 'maintenance')`),
  ],
);

/**
 * Preventive plans, work requests, maintenance orders, spare parts stock lines and requisitions:
 * one shape, told apart by kind (MAINTENANCE_RECORD_KINDS).
 */
export const maintenanceRecords = pgTable(
  'maintenance_records',
  {
    ...dataScopedColumns(),
    kind: text('kind').notNull(),
    recordNo: text('record_no').notNull(),
    equipmentNo: text('equipment_no').notNull().default(''),
    partNo: text('part_no').notNull().default(''),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    titleDe: text('title_de').notNull(),
    quantity: integer('quantity').notNull().default(0),
    minQuantity: integer('min_quantity').notNull().default(0),
    unit: text('unit').notNull().default(''),
    status: text('status').notNull().default('open'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('maintenance_records_no_key').on(t.dbInstanceId, t.kind, t.recordNo),
    index('maintenance_records_scope_idx').on(t.dbInstanceId, t.kind, t.dataPermissionId),
    check('maintenance_records_kind_check', sql`${t.kind} in ('plan', 'request', 'order', 'stock', 'requisition')`),
    check('maintenance_records_status_check', sql`${t.status} in ('open', 'in-progress', 'done')`),
    check('maintenance_records_quantities_check', sql`${t.quantity} >= 0 and ${t.minQuantity} >= 0`),
  ],
);
