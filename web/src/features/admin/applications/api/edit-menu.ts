import { API_PATHS, type EditMenuRequest, type MenuAdmin, menuAdminSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** leadMenu/edit: the fields only; the place is changed by leadMenu/move. The form shows failures itself. */
export async function editMenu(request: EditMenuRequest): Promise<MenuAdmin> {
  const { data } = await postApi(API_PATHS.admin.menus.edit, request, menuAdminSchema, { presentErrors: false });
  return data;
}
