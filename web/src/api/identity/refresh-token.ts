import { API_PATHS, type LoginResult, type RefreshTokenRequest } from '@workbench/contracts';
import { loginResultCheck } from '@workbench/contracts/start-up';
import { ApiError } from '../api-error';
import { postApi } from '../http-client';

/**
 * OAuth client identity sent with a refresh (docs/spec.md §7). The portal is a public client: these
 * values identify it to the identity server and are not secrets (hence the empty secret).
 */
export const REFRESH_CLIENT = { clientId: 'workbench-portal', clientSecret: '' } as const;

/** Exchanges the single-use refresh token for new tokens; a 401 answer means the session is over. */
export async function refreshToken(userName: string, currentRefreshToken: string | undefined): Promise<LoginResult> {
  if (!currentRefreshToken) throw new ApiError({ kind: 'unauthorized', status: 401 });
  const body: RefreshTokenRequest = {
    client_id: REFRESH_CLIENT.clientId,
    client_secret: REFRESH_CLIENT.clientSecret,
    username: userName,
    refresh_token: currentRefreshToken,
  };
  const { data } = await postApi(API_PATHS.identity.refreshToken, body, loginResultCheck, {
    presentErrors: false,
    skipAuthRefresh: true,
    skipTicketCheck: true,
  });
  return data;
}
