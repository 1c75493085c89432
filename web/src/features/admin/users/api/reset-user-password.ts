import { API_PATHS, type ResetPasswordRequest } from '@workbench/contracts';
import { ignoredData, postApi } from '../../../../api/http-client';

/** leadUser/resetPassword; answers with the server's success text (empty when it gives none). */
export async function resetUserPassword(request: ResetPasswordRequest): Promise<string> {
  const { message } = await postApi(API_PATHS.admin.users.resetPassword, request, ignoredData, {
    presentErrors: false,
  });
  return message;
}
