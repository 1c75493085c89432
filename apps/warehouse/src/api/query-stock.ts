import {
  API_PATHS,
  type PagedResult,
  pagedResultSchema,
  type StockLine,
  stockLineSchema,
  type WarehouseQueryRequest,
} from '@workbench/contracts';
import { type ApiSession, type CallOptions, postToPlatform } from '@workbench/contracts/app-bridge';

const stockPageSchema = pagedResultSchema(stockLineSchema);

export function queryStock(
  session: ApiSession,
  request: WarehouseQueryRequest,
  options?: CallOptions,
): Promise<PagedResult<StockLine>> {
  return postToPlatform(session, API_PATHS.warehouse.stockPageList, request, stockPageSchema, options);
}
