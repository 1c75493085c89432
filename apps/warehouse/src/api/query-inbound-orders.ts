import {
  API_PATHS,
  type InboundOrder,
  inboundOrderSchema,
  type PagedResult,
  pagedResultSchema,
  type WarehouseQueryRequest,
} from '@workbench/contracts';
import { type ApiSession, type CallOptions, postToPlatform } from '@workbench/contracts/app-bridge';

const inboundOrderPageSchema = pagedResultSchema(inboundOrderSchema);

export function queryInboundOrders(
  session: ApiSession,
  request: WarehouseQueryRequest,
  options?: CallOptions,
): Promise<PagedResult<InboundOrder>> {
  return postToPlatform(session, API_PATHS.warehouse.inboundOrderPageList, request, inboundOrderPageSchema, options);
}
