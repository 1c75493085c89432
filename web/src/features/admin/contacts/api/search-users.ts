import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getUsers } from '../../users';
import { contactsQueryKeys, type UserSearchRequest } from './contact-query-keys';

/** How many matches the picker offers; typing more narrows them. */
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

export function useUserSearch(filter: string, enabled: boolean) {
  const request = userSearchRequest(filter);
  return useQuery({
    queryKey: contactsQueryKeys.userSearch(request),
    queryFn: ({ signal }) => getUsers(request, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
