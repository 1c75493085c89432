import {
  API_PATHS,
  type LeadUserListItem,
  leadUserListItemSchema,
  type PagedResult,
  pagedResultSchema,
} from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';
import { type UsersPageRequest, usersQueryKeys } from './users-query-keys';

const usersPageSchema = pagedResultSchema(leadUserListItemSchema);

/**
 * leadUser/queryPageList: one page of accounts. Failures are not presented by the client: the
 * page shows them above the table with a retry, instead of a modal on every page turn.
 */
export async function getUsers(
  request: UsersPageRequest,
  signal?: AbortSignal,
): Promise<PagedResult<LeadUserListItem>> {
  const { data } = await postApi(API_PATHS.admin.users.pageList, request, usersPageSchema, {
    presentErrors: false,
    signal,
  });
  return data;
}

/** The list call for one request, for the list page (useResourceList keeps the previous page while the next loads). */
export function usersPageQueryOptions(request: UsersPageRequest) {
  return {
    queryKey: usersQueryKeys.list(request),
    queryFn: ({ signal }: { signal: AbortSignal }) => getUsers(request, signal),
  };
}
