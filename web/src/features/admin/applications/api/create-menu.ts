import { API_PATHS, type CreateMenuRequest, type MenuAdmin, menuAdminSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** leadMenu/create: the new menu goes last among its siblings. The form shows failures itself. */
export async function createMenu(request: CreateMenuRequest): Promise<MenuAdmin> {
  const { data } = await postApi(API_PATHS.admin.menus.create, request, menuAdminSchema, { presentErrors: false });
  return data;
}
