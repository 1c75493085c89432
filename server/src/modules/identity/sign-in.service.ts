import type { FaceIdLoginRequest, LoginResult, NewLoginRequest, SwipeCardLoginRequest } from '@workbench/contracts';
import { badRequest } from '../../platform/errors';
import { type AccountRow, findLiveAccountByCardNo, findLiveAccountByName } from '../users/accounts.service';
import { decodeFaceImage } from './face-image';
import type { ClientInfo, IdentityContext } from './identity-context';
import { verifyAgainstNobody, verifyPassword } from './passwords';
import { hasSessionFromAddress } from './sessions.repository';
import { startSession } from './sessions.service';
import { type AttemptSubject, forgiveAttempt, type Reservation, reserveAttempt } from './sign-in-throttle.service';

/**
 * Whether the account has signed in from this address before: such a terminal is not slowed by
 * failures on the account from elsewhere. Asked only while the account is being slowed.
 */
function familiarAddress(ctx: IdentityContext, findAccount: () => Promise<AccountRow | undefined>, address: string) {
  return async () => {
    const user = await findAccount();
    return user ? hasSessionFromAddress(ctx.db, user.id, address) : false;
  };
}

/**
 * Every sign-in reserves its attempt before anything is checked (sign-in-throttle.service.ts);
 * the reservation stays as a failure unless the sign-in succeeds. A refusal has one message
 * whatever the cause (unknown account, wrong secret, disabled account), so that the answer does
 * not tell whether an account exists.
 */
async function admit(
  ctx: IdentityContext,
  reservation: Reservation,
  user: AccountRow,
  client: ClientInfo,
): Promise<LoginResult> {
  await forgiveAttempt(ctx.db, reservation);
  return startSession(ctx, user, client);
}

export async function signInWithPassword(
  ctx: IdentityContext,
  request: NewLoginRequest,
  client: ClientInfo,
): Promise<LoginResult> {
  const subject: AttemptSubject = { account: { scope: 'account', key: request.userName }, address: client.address };
  const findAccount = () => findLiveAccountByName(ctx.db, request.userName);
  const familiar = familiarAddress(ctx, findAccount, client.address);
  const reservation = await reserveAttempt(ctx.db, ctx.signInLimits, subject, ctx.now(), familiar);
  const user = await findAccount();
  const passwordMatches = user
    ? await verifyPassword(user.passwordHash, request.password)
    : await verifyAgainstNobody(request.password);
  if (!user || !passwordMatches || !user.enabled) throw badRequest('identity.invalidCredentials');
  return admit(ctx, reservation, user, client);
}

export async function signInWithCard(
  ctx: IdentityContext,
  request: SwipeCardLoginRequest,
  client: ClientInfo,
): Promise<LoginResult> {
  const subject: AttemptSubject = { account: { scope: 'card', key: request.cardNo }, address: client.address };
  const findAccount = () => findLiveAccountByCardNo(ctx.db, request.cardNo);
  const familiar = familiarAddress(ctx, findAccount, client.address);
  const reservation = await reserveAttempt(ctx.db, ctx.signInLimits, subject, ctx.now(), familiar);
  const user = await findAccount();
  if (!user) throw badRequest('identity.cardNotRecognised');
  // The badge is a known one: its holder is told why it no longer opens the portal.
  if (!user.enabled) throw badRequest('identity.cardAccountDisabled');
  return admit(ctx, reservation, user, client);
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
  await reserveAttempt(ctx.db, ctx.signInLimits, { address: client.address }, ctx.now());
  throw badRequest('identity.faceNotRecognised');
}
