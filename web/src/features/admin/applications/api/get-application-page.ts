import {
  API_PATHS,
  type ApplicationAdmin,
  applicationAdminSchema,
  type PagedResult,
  pagedResultSchema,
} from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';
import type { PagedListRequest } from '../../shared/use-paged-list';
import { adminCatalogueKeys } from './query-keys';

const applicationPageSchema = pagedResultSchema(applicationAdminSchema);

/** The admin list's request: paging, sorting and search text, optionally one tag. */
export interface ApplicationPageQuery extends PagedListRequest {
  tagId?: string;
}

/** application/queryPageList (docs/api.md §5). */
export async function getApplicationPage(query: ApplicationPageQuery): Promise<PagedResult<ApplicationAdmin>> {
  const { data } = await postApi(API_PATHS.admin.applications.pageList, query, applicationPageSchema);
  return data;
}

export const applicationPageQueryOptions = (query: ApplicationPageQuery) => ({
  queryKey: [...adminCatalogueKeys.applications, 'page', query] as const,
  queryFn: () => getApplicationPage(query),
});
