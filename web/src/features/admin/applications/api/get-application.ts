import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type ApplicationAdmin, applicationAdminSchema } from '@workbench/contracts';
import { getApi } from '../../../../api/http-client';
import { adminCatalogueKeys } from './query-keys';

/** application/get?id= (docs/api.md §5). */
export async function getApplication(id: string): Promise<ApplicationAdmin> {
  const { data } = await getApi(API_PATHS.admin.applications.get, applicationAdminSchema, { query: { id } });
  return data;
}

export const applicationQueryKey = (id: string | null) => [...adminCatalogueKeys.applications, 'one', id] as const;

export function useApplication(id: string | null) {
  return useQuery({
    queryKey: applicationQueryKey(id),
    queryFn: () => getApplication(id ?? ''),
    enabled: id !== null,
  });
}
