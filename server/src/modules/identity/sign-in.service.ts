import type { LoginResult, NewLoginRequest, SwipeCardLoginRequest } from '@workbench/contracts';
import { badRequest } from '../../platform/errors';
import { type AccountRow, findLiveAccountByCardHash, findLiveAccountByName } from '../access/accounts.service';
import { verifyAgainstNobody, verifyPassword } from '../access/passwords';
import type { ClientInfo, IdentityContext } from './identity-context';
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
export async function admit(
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
  // The number is a badge: only its keyed hash is looked up and counted, never written down.
  const cardHash = ctx.cards.hash(request.cardNo);
  const subject: AttemptSubject = { account: { scope: 'card', key: cardHash }, address: client.address };
  const findAccount = () => findLiveAccountByCardHash(ctx.db, cardHash);
  const familiar = familiarAddress(ctx, findAccount, client.address);
  const reservation = await reserveAttempt(ctx.db, ctx.signInLimits, subject, ctx.now(), familiar);
  const user = await findAccount();
  if (!user) throw badRequest('identity.cardNotRecognised');
  // The badge is a known one: its holder is told why it no longer opens the portal.
  if (!user.enabled) throw badRequest('identity.cardAccountDisabled');
  return admit(ctx, reservation, user, client);
}
