import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { leadUserPageRequestSchema } from '@workbench/contracts';
import type { z } from 'zod';
import { getUsers } from '../../users';

/** The user list request a user picker sends. */
export type UserSearchRequest = z.input<typeof leadUserPageRequestSchema>;

/** How many matches a user picker (a role's members, contacts from users) offers; typing more narrows them. */
export const USER_SEARCH_PAGE_SIZE = 20;

export function userSearchRequest(filter: string): UserSearchRequest {
  const trimmed = filter.trim();
  return {
    maxResultCount: USER_SEARCH_PAGE_SIZE,
    skipCount: 0,
    sorting: 'userName asc',
    ...(trimmed ? { filter: trimmed } : {}),
  };
}

/** Accounts matching what was typed; `enabled` false for callers who may not list accounts. */
export function useUserSearch(filter: string, enabled: boolean) {
  const request = userSearchRequest(filter);
  return useQuery({
    queryKey: ['admin', 'user-search', request] as const,
    queryFn: ({ signal }) => getUsers(request, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
