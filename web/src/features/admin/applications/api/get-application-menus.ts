import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type MenuItem, menuItemSchema } from '@workbench/contracts';
import { z } from 'zod';
import { getApi } from '../../../../api/http-client';
import { adminCatalogueKeys } from './query-keys';

const menuTreeSchema = z.array(menuItemSchema);

/** leadMenu/getAllMenusByApplicationId (docs/spec.md §7): the whole menu tree of one application, for administrators. */
export async function getApplicationMenus(applicationId: string): Promise<MenuItem[]> {
  const { data } = await getApi(API_PATHS.menus.allByApplication, menuTreeSchema, {
    query: { applicationId, isPda: false },
  });
  return data;
}

export const applicationMenusQueryKey = (applicationId: string) =>
  [...adminCatalogueKeys.menus, 'tree', applicationId] as const;

export function useApplicationMenus(applicationId: string) {
  return useQuery({
    queryKey: applicationMenusQueryKey(applicationId),
    queryFn: () => getApplicationMenus(applicationId),
  });
}
