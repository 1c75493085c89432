import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type Role, roleSchema } from '@workbench/contracts';
import { getApi } from '../../../../api/http-client';
import { rolesQueryKeys } from './role-query-keys';

/** role/get?id=: one role with its grants and members. */
export async function getRole(id: string, signal?: AbortSignal): Promise<Role> {
  const { data } = await getApi(API_PATHS.admin.roles.get, roleSchema, { query: { id }, presentErrors: false, signal });
  return data;
}

/**
 * The role being edited, always read afresh: edit replaces every grant list, so starting from a
 * minute-old copy could undo another administrator's change.
 */
export function useRole(id: string | null) {
  return useQuery({
    queryKey: rolesQueryKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getRole(id ?? '', signal),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
