import {
  API_PATHS,
  type LineStatus,
  lineStatusSchema,
  type MesQueryRequest,
  type PagedResult,
  pagedResultSchema,
  type WorkOrder,
  workOrderSchema,
} from '@workbench/contracts';
import { type ApiSession, type CallOptions, postToPlatform } from '@workbench/contracts/app-bridge';

const workOrderPage = pagedResultSchema(workOrderSchema);
const lineStatusPage = pagedResultSchema(lineStatusSchema);

export function queryWorkOrders(
  session: ApiSession,
  request: MesQueryRequest,
  options?: CallOptions,
): Promise<PagedResult<WorkOrder>> {
  return postToPlatform(session, API_PATHS.mes.workOrderPageList, request, workOrderPage, options);
}

export function queryLineStatus(
  session: ApiSession,
  request: MesQueryRequest,
  options?: CallOptions,
): Promise<PagedResult<LineStatus>> {
  return postToPlatform(session, API_PATHS.mes.lineStatusPageList, request, lineStatusPage, options);
}
