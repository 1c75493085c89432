import { z } from 'zod';
import { warehouseQueryRequestSchema } from './warehouse';

/*
 * The demo manufacturing execution service (the MES sub-application's own API, /api/mesService/…).
 * Lists are scoped like the warehouse's: one sub-system (plant) and the data permissions the
 * caller chose in the shell, which for MES are production lines.
 */

/** Body of both MES list calls: sub-system, lines (dataPermissionCodes), keyword and paging. */
export const mesQueryRequestSchema = warehouseQueryRequestSchema;
export type MesQueryRequest = z.infer<typeof mesQueryRequestSchema>;

export const WORK_ORDER_STATUSES = ['planned', 'released', 'running', 'completed'] as const;
export const workOrderStatusSchema = z.enum(WORK_ORDER_STATUSES);
export type WorkOrderStatus = z.infer<typeof workOrderStatusSchema>;

export const workOrderSchema = z.object({
  id: z.string(),
  /** The production line (data permission) the order runs on. */
  dataPermissionCode: z.string(),
  orderNo: z.string(),
  productCode: z.string(),
  /** In the caller's language (Accept-Language). */
  productName: z.string(),
  plannedQuantity: z.number().int(),
  goodQuantity: z.number().int(),
  scrapQuantity: z.number().int(),
  status: workOrderStatusSchema,
  /** ISO 8601, UTC. */
  plannedStart: z.string(),
  plannedEnd: z.string(),
});
export type WorkOrder = z.infer<typeof workOrderSchema>;

export const LINE_STATES = ['running', 'idle', 'down', 'changeover'] as const;
export const lineStateSchema = z.enum(LINE_STATES);
export type LineState = z.infer<typeof lineStateSchema>;

export const lineStatusSchema = z.object({
  id: z.string(),
  dataPermissionCode: z.string(),
  /** The line's name as the sub-system's data permission calls it. */
  lineName: z.string(),
  state: lineStateSchema,
  /** The order on the line now; empty when none. */
  currentOrderNo: z.string(),
  outputToday: z.number().int(),
  targetToday: z.number().int(),
  /** ISO 8601, UTC: when the state last changed. */
  since: z.string(),
});
export type LineStatus = z.infer<typeof lineStatusSchema>;
