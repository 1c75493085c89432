import { API_PATHS, type ChangePasswordRequest } from '@workbench/contracts';
import { ignoredData, postApi } from '../http-client';

/** Changes the signed-in user's password; resolves with the server's success text. */
export async function changePassword(request: ChangePasswordRequest): Promise<string> {
  const { message } = await postApi(API_PATHS.identity.changePassword, request, ignoredData);
  return message;
}
