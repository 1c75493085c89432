import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type MenuResponse, menuResponseSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';
import type { UserMenusKey } from '../../../../api/menus/get-user-menus';

/** queryUserMenuList with isPda: the handheld menus of one application and sub-system (often none). */
export async function getPdaMenus({ applicationId, dbId }: UserMenusKey): Promise<MenuResponse> {
  const { data } = await postApi(
    API_PATHS.menus.userMenuList,
    { applicationId, dbId, isPda: true },
    menuResponseSchema,
  );
  return data;
}

/** The handheld menus of the entered application; idle while none is entered. */
export function usePdaMenus(key: UserMenusKey | null) {
  return useQuery({
    queryKey: ['user-menus-pda', key?.applicationId, key?.dbId] as const,
    queryFn: () => getPdaMenus(key as UserMenusKey),
    enabled: key !== null,
  });
}
