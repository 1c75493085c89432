import {
  API_PATHS,
  type DbInstanceAdmin,
  dbInstanceAdminSchema,
  type PagedResult,
  pagedResultSchema,
} from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';
import type { PagedListRequest } from '../../shared/use-paged-list';
import { adminCatalogueKeys } from './query-keys';

const dbInstancePageSchema = pagedResultSchema(dbInstanceAdminSchema);

export interface DbInstancePageQuery extends PagedListRequest {
  applicationId: string;
}

/** dbInstance/queryPageList: the sub-systems of one application with their data permissions. */
export async function getDbInstancePage(query: DbInstancePageQuery): Promise<PagedResult<DbInstanceAdmin>> {
  const { data } = await postApi(API_PATHS.admin.dbInstances.pageList, query, dbInstancePageSchema);
  return data;
}

/** The list call for one request, for the section's list (useResourceList keeps the previous page while the next loads). */
export function dbInstancePageQueryOptions(query: DbInstancePageQuery) {
  return { queryKey: [...adminCatalogueKeys.dbInstances, query] as const, queryFn: () => getDbInstancePage(query) };
}
