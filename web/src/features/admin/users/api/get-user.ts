import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type LeadUser, leadUserSchema } from '@workbench/contracts';
import { getApi } from '../../../../api/http-client';
import { usersQueryKeys } from './users-query-keys';

/** leadUser/get?id=: one account as it is now (the editor starts from this, not from a list row). */
export async function getUser(id: string, signal?: AbortSignal): Promise<LeadUser> {
  const { data } = await getApi(API_PATHS.admin.users.get, leadUserSchema, {
    query: { id },
    presentErrors: false,
    signal,
  });
  return data;
}

/**
 * The account being edited, always read afresh: edit replaces the whole record, so starting from
 * a minute-old copy could undo another administrator's change.
 */
export function useUser(id: string | null) {
  return useQuery({
    queryKey: usersQueryKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getUser(id ?? '', signal),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
