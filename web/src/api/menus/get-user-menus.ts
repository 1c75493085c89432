import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type MenuResponse, menuResponseSchema } from '@workbench/contracts';
import { postApi } from '../http-client';

export interface UserMenusKey {
  applicationId: string;
  dbId: string | null;
}

/** queryUserMenuList: the function menu, the favourites and the default side tab of one application and sub-system. */
export async function getUserMenus({ applicationId, dbId }: UserMenusKey): Promise<MenuResponse> {
  const { data } = await postApi(
    API_PATHS.menus.userMenuList,
    { applicationId, dbId, isPda: false },
    menuResponseSchema,
  );
  return data;
}

export const userMenusQueryKey = (key: UserMenusKey | null) => ['user-menus', key?.applicationId, key?.dbId] as const;

export const userMenusQueryOptions = (key: UserMenusKey) => ({
  queryKey: userMenusQueryKey(key),
  queryFn: () => getUserMenus(key),
});

/** The menus of the current selection; idle while no application is entered. */
export function useUserMenus(key: UserMenusKey | null) {
  return useQuery({
    queryKey: userMenusQueryKey(key),
    queryFn: () => getUserMenus(key as UserMenusKey),
    enabled: key !== null,
  });
}
