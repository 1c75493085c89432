import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { dataScopedColumns } from '../catalogue/applications/data-scoped-columns';

/*
 * The demo warehouse service's data. Every row belongs to one sub-system (database instance) and
 * one data permission (a warehouse) of it: that pair is what the shell's sub-system and
 * data-permission choice scopes a list to. Deleting either deletes its rows.
 */

/** One material at one storage location of a warehouse. */
export const warehouseStockLines = pgTable(
  'warehouse_stock_lines',
  {
    ...dataScopedColumns(),
    materialCode: text('material_code').notNull(),
    materialNameZh: text('material_name_zh').notNull(),
    materialNameEn: text('material_name_en').notNull(),
    materialNameDe: text('material_name_de').notNull(),
    location: text('location').notNull(),
    // Exact decimals (kilograms, metres); read back as numbers, which is plenty for stock levels.
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    unit: text('unit').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One line per material and location; also lets a repeated demo seed insert nothing twice.
    uniqueIndex('warehouse_stock_lines_place_key').on(t.dataPermissionId, t.materialCode, t.location),
    index('warehouse_stock_lines_instance_idx').on(t.dbInstanceId, t.dataPermissionId),
  ],
);

/** An announced delivery into a warehouse. */
export const warehouseInboundOrders = pgTable(
  'warehouse_inbound_orders',
  {
    ...dataScopedColumns(),
    orderNo: text('order_no').notNull(),
    supplier: text('supplier').notNull(),
    /** open, receiving or closed (INBOUND_ORDER_STATUSES). */
    status: text('status').notNull().default('open'),
    /** A plant calendar day: no time, no zone. */
    expectedDate: date('expected_date', { mode: 'string' }).notNull(),
    lineCount: integer('line_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('warehouse_inbound_orders_order_no_key').on(t.dbInstanceId, t.orderNo),
    index('warehouse_inbound_orders_permission_idx').on(t.dataPermissionId, t.expectedDate),
    check('warehouse_inbound_orders_status_check', sql`${t.status} in ('open', 'receiving', 'closed')`),
    check('warehouse_inbound_orders_line_count_check', sql`${t.lineCount} >= 0`),
  ],
);

/**
 * One movement the warehouse staff work through: an advance shipping notice, a receipt, a put-away,
 * a transfer, a count, a pick or a shipment (WAREHOUSE_TASK_KINDS). Materials are copied with
 * their names, as a task document keeps what it was issued for.
 */
export const warehouseTasks = pgTable(
  'warehouse_tasks',
  {
    ...dataScopedColumns(),
    kind: text('kind').notNull(),
    taskNo: text('task_no').notNull(),
    reference: text('reference').notNull(),
    partner: text('partner').notNull().default(''),
    materialCode: text('material_code').notNull(),
    materialNameZh: text('material_name_zh').notNull(),
    materialNameEn: text('material_name_en').notNull(),
    materialNameDe: text('material_name_de').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    unit: text('unit').notNull(),
    fromLocation: text('from_location').notNull().default(''),
    toLocation: text('to_location').notNull().default(''),
    status: text('status').notNull().default('open'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Also lets a repeated demo seed insert nothing twice.
    uniqueIndex('warehouse_tasks_task_no_key').on(t.dbInstanceId, t.kind, t.taskNo),
    index('warehouse_tasks_scope_idx').on(t.dbInstanceId, t.kind, t.dataPermissionId),
    check(
      'warehouse_tasks_kind_check',
      sql`${t.kind} in ('asn', 'receipt', 'put-away', 'transfer', 'count', 'pick', 'ship')`,
    ),
    check('warehouse_tasks_status_check', sql`${t.status} in ('open', 'in-progress', 'done')`),
  ],
);
