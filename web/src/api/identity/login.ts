import {
  API_PATHS,
  type FaceIdLoginRequest,
  type LoginResult,
  type NewLoginRequest,
  type SwipeCardLoginRequest,
} from '@workbench/contracts';
import { loginResultCheck } from '@workbench/contracts/start-up';
import { postApi } from '../http-client';

/**
 * A sign-in call. The sign-in page shows failures inline, so the error is not presented
 * globally, and a 401 here means wrong credentials rather than an expired token.
 */
async function signInCall(
  path: string,
  body: NewLoginRequest | SwipeCardLoginRequest | FaceIdLoginRequest,
): Promise<LoginResult> {
  const { data } = await postApi(path, body, loginResultCheck, {
    presentErrors: false,
    skipAuthRefresh: true,
    skipTicketCheck: true,
  });
  return data;
}

/** Password sign-in (newLogin). */
export function login(credentials: NewLoginRequest): Promise<LoginResult> {
  return signInCall(API_PATHS.identity.newLogin, credentials);
}

/** Card sign-in (loginForSwipeCard). */
export function loginWithCard(request: SwipeCardLoginRequest): Promise<LoginResult> {
  return signInCall(API_PATHS.identity.loginForSwipeCard, request);
}

/** Face sign-in (loginForFaceId): a camera frame as a JPEG data URL. */
export function loginWithFace(request: FaceIdLoginRequest): Promise<LoginResult> {
  return signInCall(API_PATHS.identity.loginForFaceId, request);
}
