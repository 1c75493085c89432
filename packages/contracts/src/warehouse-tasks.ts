import { z } from 'zod';
import { warehouseQueryRequestSchema } from './warehouse';

/*
 * Warehouse tasks: the movements the WMS's work pages list (receiving, put-away, advance shipping
 * notices, transfers, cycle counts, picking, shipping). They share one shape; each kind has its
 * own list call (API_PATHS.warehouse.tasks), scoped like the stock list to one sub-system and the
 * chosen warehouses.
 */

export const WAREHOUSE_TASK_KINDS = ['asn', 'receipt', 'put-away', 'transfer', 'count', 'pick', 'ship'] as const;
export const warehouseTaskKindSchema = z.enum(WAREHOUSE_TASK_KINDS);
export type WarehouseTaskKind = z.infer<typeof warehouseTaskKindSchema>;

export const WAREHOUSE_TASK_STATUSES = ['open', 'in-progress', 'done'] as const;
export const warehouseTaskStatusSchema = z.enum(WAREHOUSE_TASK_STATUSES);
export type WarehouseTaskStatus = z.infer<typeof warehouseTaskStatusSchema>;

/** Body of every task list call: the stock list's scope and paging, plus an optional status. */
export const warehouseTaskQueryRequestSchema = warehouseQueryRequestSchema.extend({
  status: warehouseTaskStatusSchema.nullable().optional(),
});
export type WarehouseTaskQueryRequest = z.infer<typeof warehouseTaskQueryRequestSchema>;

export const warehouseTaskSchema = z.object({
  id: z.string(),
  kind: warehouseTaskKindSchema,
  /** The data permission (warehouse) the task runs in. */
  dataPermissionCode: z.string(),
  taskNo: z.string(),
  /** The document the task serves: inbound order, delivery, count plan. */
  reference: z.string(),
  /** Supplier, customer or carrier, where the kind has one; otherwise empty. */
  partner: z.string(),
  materialCode: z.string(),
  /** In the caller's language (Accept-Language). */
  materialName: z.string(),
  quantity: z.number(),
  unit: z.string(),
  /** Storage location or dock the goods leave; empty when they come from outside. */
  fromLocation: z.string(),
  /** Storage location or dock the goods go to; empty when they leave the warehouse. */
  toLocation: z.string(),
  status: warehouseTaskStatusSchema,
  /** Calendar day the task is due, YYYY-MM-DD (a plant day, no time zone). */
  dueDate: z.string(),
});
export type WarehouseTask = z.infer<typeof warehouseTaskSchema>;
