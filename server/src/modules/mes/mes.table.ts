import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { dataScopedColumns } from '../catalogue/applications/data-scoped-columns';

/*
 * The demo MES's data. As for the warehouse, every row belongs to one sub-system (plant) and one
 * of its data permissions, which for the MES are production lines.
 */

/** A production order on one line. */
export const mesWorkOrders = pgTable(
  'mes_work_orders',
  {
    ...dataScopedColumns(),
    orderNo: text('order_no').notNull(),
    productCode: text('product_code').notNull(),
    productNameZh: text('product_name_zh').notNull(),
    productNameEn: text('product_name_en').notNull(),
    productNameDe: text('product_name_de').notNull(),
    plannedQuantity: integer('planned_quantity').notNull(),
    goodQuantity: integer('good_quantity').notNull().default(0),
    scrapQuantity: integer('scrap_quantity').notNull().default(0),
    /** planned, released, running or completed (WORK_ORDER_STATUSES). */
    status: text('status').notNull().default('planned'),
    plannedStart: timestamp('planned_start', { withTimezone: true }).notNull(),
    plannedEnd: timestamp('planned_end', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('mes_work_orders_order_no_key').on(t.dbInstanceId, t.orderNo),
    index('mes_work_orders_scope_idx').on(t.dbInstanceId, t.dataPermissionId, t.plannedStart),
    check('mes_work_orders_status_check', sql`${t.status} in ('planned', 'released', 'running', 'completed')`),
    check(
      'mes_work_orders_quantities_check',
      sql`${t.plannedQuantity} > 0 and ${t.goodQuantity} >= 0 and ${t.scrapQuantity} >= 0`,
    ),
  ],
);

/** What a line is doing now: one row per line. */
export const mesLineStates = pgTable(
  'mes_line_states',
  {
    ...dataScopedColumns(),
    /** running, idle, down or changeover (LINE_STATES). */
    state: text('state').notNull().default('idle'),
    currentOrderNo: text('current_order_no').notNull().default(''),
    outputToday: integer('output_today').notNull().default(0),
    targetToday: integer('target_today').notNull().default(0),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mes_line_states_line_key').on(t.dataPermissionId),
    index('mes_line_states_instance_idx').on(t.dbInstanceId),
    check('mes_line_states_state_check', sql`${t.state} in ('running', 'idle', 'down', 'changeover')`),
  ],
);
