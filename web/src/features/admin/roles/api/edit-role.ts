import { API_PATHS, type EditRoleRequest, type Role, roleSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** role/edit: replaces the role's grants; members only when `userIds` is given. Refusals are shown in the editor. */
export async function editRole(request: EditRoleRequest): Promise<Role> {
  const { data } = await postApi(API_PATHS.admin.roles.edit, request, roleSchema, { presentErrors: false });
  return data;
}
