import { API_PATHS, type CreateRoleRequest, type Role, roleSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** role/create. Refusals (duplicate name, grants the caller does not hold) are shown in the editor, not in a modal. */
export async function createRole(request: CreateRoleRequest): Promise<Role> {
  const { data } = await postApi(API_PATHS.admin.roles.create, request, roleSchema, { presentErrors: false });
  return data;
}
