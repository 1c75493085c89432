import { API_PATHS, type LoginResult, type NewLoginRequest } from '@workbench/contracts';
import { loginResultCheck } from '@workbench/contracts/start-up';
import { postApi } from '../http-client';

/**
 * Password sign-in. The sign-in form shows failures inline, so the error is not presented
 * globally, and a 401 here means wrong credentials rather than an expired token.
 */
export async function login(credentials: NewLoginRequest): Promise<LoginResult> {
  const { data } = await postApi(API_PATHS.identity.newLogin, credentials, loginResultCheck, {
    presentErrors: false,
    skipAuthRefresh: true,
    skipTicketCheck: true,
  });
  return data;
}
