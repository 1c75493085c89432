import { API_PATHS, type CreateLeadUserRequest, type LeadUser, leadUserSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** leadUser/create. The form shows failures itself, under its fields and in its alert. */
export async function createUser(request: CreateLeadUserRequest): Promise<LeadUser> {
  const { data } = await postApi(API_PATHS.admin.users.create, request, leadUserSchema, { presentErrors: false });
  return data;
}
