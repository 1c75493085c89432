import { API_PATHS, type LoginResult, type SwipeCardLoginRequest } from '@workbench/contracts';
import { loginResultCheck } from '@workbench/contracts/start-up';
import { postApi } from '../http-client';

/** Card sign-in (loginForSwipeCard). Failures are shown on the sign-in page, as for passwords. */
export async function loginWithCard(request: SwipeCardLoginRequest): Promise<LoginResult> {
  const { data } = await postApi(API_PATHS.identity.loginForSwipeCard, request, loginResultCheck, {
    presentErrors: false,
    skipAuthRefresh: true,
    skipTicketCheck: true,
  });
  return data;
}
