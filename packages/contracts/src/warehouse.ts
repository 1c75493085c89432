import { z } from 'zod';
import { LIMITS } from './limits';
import { singleLineText } from './text-rules';

/*
 * The demo warehouse service (the WMS sub-application's own API, /api/warehouseService/…).
 * Every list is scoped to one sub-system (database instance) and the data permissions
 * (warehouses) the caller chose in the shell; the server checks both against the caller's grants.
 */

/** The warehouse lists page by at most this many rows (tighter than the general 1..1000). */
export const WAREHOUSE_PAGE_SIZE_MAX = 100;
/** A list may be asked for at most this many data permissions at once. */
export const WAREHOUSE_DATA_PERMISSIONS_MAX = 50;

/** Body of both warehouse list calls. */
export const warehouseQueryRequestSchema = z.object({
  /** The sub-system (database instance) id. */
  dbId: singleLineText().trim().min(1).max(LIMITS.nameMax),
  /** Codes of the data permissions (warehouses) whose rows are wanted. */
  dataPermissionCodes: z
    .array(singleLineText().trim().min(1).max(LIMITS.nameMax))
    .min(1)
    .max(WAREHOUSE_DATA_PERMISSIONS_MAX),
  /** Matched, without regard to case, against codes, names, locations, order numbers, suppliers. */
  keyword: singleLineText().trim().max(LIMITS.nameMax).nullable().optional(),
  skipCount: z.number().int().min(0),
  maxResultCount: z.number().int().min(1).max(WAREHOUSE_PAGE_SIZE_MAX),
});
export type WarehouseQueryRequest = z.infer<typeof warehouseQueryRequestSchema>;

/** One material at one storage location of a warehouse. */
export const stockLineSchema = z.object({
  id: z.string(),
  /** The data permission (warehouse) the line belongs to. */
  dataPermissionCode: z.string(),
  materialCode: z.string(),
  /** In the caller's language (Accept-Language). */
  materialName: z.string(),
  location: z.string(),
  quantity: z.number(),
  unit: z.string(),
  /** ISO 8601, UTC. */
  updatedAt: z.string(),
});
export type StockLine = z.infer<typeof stockLineSchema>;

export const INBOUND_ORDER_STATUSES = ['open', 'receiving', 'closed'] as const;
export const inboundOrderStatusSchema = z.enum(INBOUND_ORDER_STATUSES);
export type InboundOrderStatus = z.infer<typeof inboundOrderStatusSchema>;

export const inboundOrderSchema = z.object({
  id: z.string(),
  /** The data permission (warehouse) receiving the goods. */
  dataPermissionCode: z.string(),
  orderNo: z.string(),
  supplier: z.string(),
  status: inboundOrderStatusSchema,
  /** Calendar day the goods are due, YYYY-MM-DD (a plant day, no time zone). */
  expectedDate: z.string(),
  lineCount: z.number().int(),
});
export type InboundOrder = z.infer<typeof inboundOrderSchema>;
