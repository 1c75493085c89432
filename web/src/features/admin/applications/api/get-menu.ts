import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type MenuAdmin, menuAdminSchema } from '@workbench/contracts';
import { getApi } from '../../../../api/http-client';
import { adminCatalogueKeys } from './query-keys';

/** leadMenu/get?id=: one menu with the fields the tree lacks (icon, isPda), for the edit form. */
export async function getMenu(id: string): Promise<MenuAdmin> {
  const { data } = await getApi(API_PATHS.admin.menus.get, menuAdminSchema, { query: { id } });
  return data;
}

export const menuQueryKey = (id: string | null) => [...adminCatalogueKeys.menus, 'one', id] as const;

export function useMenu(id: string | null) {
  return useQuery({
    queryKey: menuQueryKey(id),
    queryFn: () => getMenu(id ?? ''),
    enabled: id !== null,
  });
}
