import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  type LeadUserListItem,
  leadUserListItemSchema,
  type PagedResult,
  pagedResultSchema,
} from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';
import { rolesQueryKeys, type UserSearchRequest } from './role-query-keys';

const usersPageSchema = pagedResultSchema(leadUserListItemSchema);

/** How many matches the member picker offers; typing more narrows them. */
export const USER_SEARCH_PAGE_SIZE = 20;

/**
 * leadUser/queryPageList as the member picker uses it: the first matches of what was typed. Only
 * holders of user management may call it, so the editor asks only for them.
 */
export async function searchUsers(
  request: UserSearchRequest,
  signal?: AbortSignal,
): Promise<PagedResult<LeadUserListItem>> {
  const { data } = await postApi(API_PATHS.admin.users.pageList, request, usersPageSchema, {
    presentErrors: false,
    signal,
  });
  return data;
}

export function userSearchRequest(filter: string): UserSearchRequest {
  const trimmed = filter.trim();
  return {
    maxResultCount: USER_SEARCH_PAGE_SIZE,
    skipCount: 0,
    sorting: 'userName asc',
    ...(trimmed ? { filter: trimmed } : {}),
  };
}

export function useUserSearch(filter: string, enabled: boolean) {
  const request = userSearchRequest(filter);
  return useQuery({
    queryKey: rolesQueryKeys.userSearch(request),
    queryFn: ({ signal }) => searchUsers(request, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
