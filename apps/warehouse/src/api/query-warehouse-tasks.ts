import type { FetchPage } from '@workbench/app-kit';
import {
  API_PATHS,
  type PagedResult,
  pagedResultSchema,
  type WarehouseTask,
  type WarehouseTaskKind,
  type WarehouseTaskQueryRequest,
  warehouseTaskSchema,
} from '@workbench/contracts';
import { type ApiSession, type CallOptions, postToPlatform } from '@workbench/contracts/app-bridge';

const taskPageSchema = pagedResultSchema(warehouseTaskSchema);

export function queryWarehouseTasks(
  kind: WarehouseTaskKind,
  session: ApiSession,
  request: WarehouseTaskQueryRequest,
  options?: CallOptions,
): Promise<PagedResult<WarehouseTask>> {
  return postToPlatform(session, API_PATHS.warehouse.tasks[kind], request, taskPageSchema, options);
}

const fetchers = new Map<WarehouseTaskKind, FetchPage<WarehouseTask>>();

/** One stable fetch function per kind, so that a list does not reload on every render. */
export function taskFetcherOf(kind: WarehouseTaskKind): FetchPage<WarehouseTask> {
  let fetcher = fetchers.get(kind);
  if (!fetcher) {
    fetcher = (session, request, options) => queryWarehouseTasks(kind, session, request, options);
    fetchers.set(kind, fetcher);
  }
  return fetcher;
}
