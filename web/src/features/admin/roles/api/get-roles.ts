import {
  API_PATHS,
  type PagedResult,
  pagedResultSchema,
  type RoleListItem,
  roleListItemSchema,
} from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';
import { type RolesPageRequest, rolesQueryKeys } from './role-query-keys';

const rolesPageSchema = pagedResultSchema(roleListItemSchema);

/**
 * role/queryPageList: one page of roles. Failures are not presented by the client: the page shows
 * them above the table with a retry, instead of a modal on every page turn.
 */
export async function getRoles(request: RolesPageRequest, signal?: AbortSignal): Promise<PagedResult<RoleListItem>> {
  const { data } = await postApi(API_PATHS.admin.roles.pageList, request, rolesPageSchema, {
    presentErrors: false,
    signal,
  });
  return data;
}

/** The list call for one request, for the list page (useResourceList keeps the previous page while the next loads). */
export function rolesPageQueryOptions(request: RolesPageRequest) {
  return {
    queryKey: rolesQueryKeys.list(request),
    queryFn: ({ signal }: { signal: AbortSignal }) => getRoles(request, signal),
  };
}
