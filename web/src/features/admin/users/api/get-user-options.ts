import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type LeadUserOptions, leadUserOptionsSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';
import { usersQueryKeys } from './users-query-keys';

/** leadUser/queryOptions: the roles (grantable or not), warehouses and admin right the caller can give. */
export async function getUserOptions(signal?: AbortSignal): Promise<LeadUserOptions> {
  const { data } = await postApi(API_PATHS.admin.users.options, {}, leadUserOptionsSchema, { signal });
  return data;
}

export function useUserOptions() {
  return useQuery({ queryKey: usersQueryKeys.options, queryFn: ({ signal }) => getUserOptions(signal) });
}
