import { API_PATHS, type EditLeadUserRequest, type LeadUser, leadUserSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/**
 * leadUser/edit: replaces the account's fields. The form shows failures itself; the table's
 * enable switch has no place for them and asks the client to present them (`presentErrors`).
 */
export async function editUser(
  request: EditLeadUserRequest,
  options: { presentErrors?: boolean } = {},
): Promise<LeadUser> {
  const { data } = await postApi(API_PATHS.admin.users.edit, request, leadUserSchema, {
    presentErrors: options.presentErrors ?? false,
  });
  return data;
}
