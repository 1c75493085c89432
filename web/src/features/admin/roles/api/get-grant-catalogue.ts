import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type GrantCatalogue, grantCatalogueSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';
import { rolesQueryKeys } from './role-query-keys';

/** role/queryGrantCatalogue: what the signed-in user may put into a role (only what they hold). */
export async function getGrantCatalogue(signal?: AbortSignal): Promise<GrantCatalogue> {
  const { data } = await postApi(API_PATHS.admin.roles.grantCatalogue, {}, grantCatalogueSchema, {
    presentErrors: false,
    signal,
  });
  return data;
}

export function useGrantCatalogue() {
  return useQuery({ queryKey: rolesQueryKeys.grantCatalogue, queryFn: ({ signal }) => getGrantCatalogue(signal) });
}
