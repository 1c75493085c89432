import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

export function useDbInstancePage(query: DbInstancePageQuery) {
  return useQuery({
    queryKey: [...adminCatalogueKeys.dbInstances, query] as const,
    queryFn: () => getDbInstancePage(query),
    placeholderData: keepPreviousData,
  });
}
