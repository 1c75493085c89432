import type { FaceIdLoginRequest, LoginResult, NewLoginRequest, SwipeCardLoginRequest } from '@workbench/contracts';
import { badRequest } from '../../platform/errors';
import { type AccountRow, findLiveAccountByCardNo, findLiveAccountByName } from '../users/accounts.service';
import { decodeFaceImage } from './face-image';
import type { ClientInfo, IdentityContext } from './identity-context';
import { verifyAgainstNobody, verifyPassword } from './passwords';
import { startSession } from './sessions.service';
import {
  type AttemptSubject,
  assertAttemptAllowed,
  forgiveAccountFailures,
  recordFailedAttempt,
} from './sign-in-throttle.service';

/**
 * Counts a failed attempt and answers with one message whatever the cause (unknown account,
 * wrong secret, disabled account), so that the answer does not tell whether an account exists.
 */
async function refuse(ctx: IdentityContext, subject: AttemptSubject, messageKey: string): Promise<never> {
  await recordFailedAttempt(ctx.db, ctx.signInLimits, subject, ctx.now());
  throw badRequest(messageKey);
}

async function admit(
  ctx: IdentityContext,
  subject: AttemptSubject,
  user: AccountRow,
  client: ClientInfo,
): Promise<LoginResult> {
  await forgiveAccountFailures(ctx.db, subject);
  return startSession(ctx, user, client);
}

export async function signInWithPassword(
  ctx: IdentityContext,
  request: NewLoginRequest,
  client: ClientInfo,
): Promise<LoginResult> {
  const subject: AttemptSubject = { account: { scope: 'account', key: request.userName }, address: client.address };
  await assertAttemptAllowed(ctx.db, ctx.signInLimits, subject, ctx.now());
  const user = await findLiveAccountByName(ctx.db, request.userName);
  const passwordMatches = user
    ? await verifyPassword(user.passwordHash, request.password)
    : await verifyAgainstNobody(request.password);
  if (!user || !passwordMatches || !user.enabled) return refuse(ctx, subject, 'identity.invalidCredentials');
  return admit(ctx, subject, user, client);
}

export async function signInWithCard(
  ctx: IdentityContext,
  request: SwipeCardLoginRequest,
  client: ClientInfo,
): Promise<LoginResult> {
  const subject: AttemptSubject = { account: { scope: 'card', key: request.cardNo }, address: client.address };
  await assertAttemptAllowed(ctx.db, ctx.signInLimits, subject, ctx.now());
  const user = await findLiveAccountByCardNo(ctx.db, request.cardNo);
  if (!user?.enabled) return refuse(ctx, subject, 'identity.cardNotRecognised');
  return admit(ctx, subject, user, client);
}

/**
 * Face sign-in. This build has no face matching: no face images are registered yet (the
 * faceAiUser administration that registers them comes later), so a well-formed picture is
 * always answered "face not recognised" and counted as a failed attempt from that address.
 * A picture that is not a JPEG or PNG is a validation error instead.
 */
export async function signInWithFace(
  ctx: IdentityContext,
  request: FaceIdLoginRequest,
  client: ClientInfo,
): Promise<LoginResult> {
  if (!decodeFaceImage(request.image)) {
    throw badRequest('errors.validation', {}, [{ field: 'image', messageKey: 'identity.invalidFaceImage' }]);
  }
  const subject: AttemptSubject = { address: client.address };
  await assertAttemptAllowed(ctx.db, ctx.signInLimits, subject, ctx.now());
  return refuse(ctx, subject, 'identity.faceNotRecognised');
}
