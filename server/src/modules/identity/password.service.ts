import { brokenPasswordRules, type ChangePasswordRequest } from '@workbench/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { badRequest, sessionEnded } from '../../platform/errors';
import {
  type AccountRow,
  findAccountUncached,
  lockAccountForUpdate,
  setAccountPassword,
} from '../access/accounts.service';
import { hashPassword, verifyPassword } from '../access/passwords';
import type { IdentityContext } from './identity-context';
import { accountChangeEvents } from './session-ended';
import { revokeOtherSessions, setSessionStamp } from './sessions.repository';
import { forgiveAttempt, reserveAttempt } from './sign-in-throttle.service';

/** What checking a current password needs of the app: the database, the sign-in limits and the clock. */
export type PasswordCheckContext = Pick<IdentityContext, 'db' | 'signInLimits' | 'now'>;

/**
 * Checks the caller's current password before a change of their own password (a password change,
 * or a user manager resetting their own account): a borrowed, unlocked screen is not enough.
 * Wrong guesses count against the account like failed sign-ins, a right one is forgiven. Answers
 * the account; a wrong password is a 400 naming `currentPassword`.
 */
export async function confirmCurrentPassword(
  ctx: PasswordCheckContext,
  caller: Pick<AuthContext, 'userId' | 'userName'>,
  currentPassword: string,
  clientAddress: string,
): Promise<AccountRow> {
  const subject = { account: { scope: 'account' as const, key: caller.userName }, address: clientAddress };
  const reservation = await reserveAttempt(ctx.db, ctx.signInLimits, subject, ctx.now());
  const user = await findAccountUncached(ctx.db, caller.userId);
  if (!user) throw sessionEnded('errors.accountDisabled');
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw badRequest('identity.currentPasswordWrong', {}, [
      { field: 'currentPassword', messageKey: 'identity.currentPasswordWrong' },
    ]);
  }
  await forgiveAttempt(ctx.db, reservation);
  return user;
}

/**
 * Changes the caller's password. The current one must be given (a borrowed, unlocked screen is
 * not enough), and wrong guesses count against the account like failed sign-ins. Every other
 * session of the account ends; the caller's stays valid. Returns the success message key.
 */
export async function changePassword(
  ctx: IdentityContext,
  caller: AuthContext,
  request: ChangePasswordRequest,
  clientAddress: string,
): Promise<string> {
  const user = await confirmCurrentPassword(ctx, caller, request.currentPassword, clientAddress);
  const now = ctx.now();
  if (brokenPasswordRules(request.newPassword).length > 0) {
    throw badRequest('identity.passwordRules', {}, [{ field: 'newPassword', messageKey: 'identity.passwordRules' }]);
  }
  const passwordHash = await hashPassword(request.newPassword);
  const ended = await ctx.db.transaction(async (tx) => {
    await lockAccountForUpdate(tx, user.id);
    // The new stamp ends every other session at its next call; the caller's is carried over.
    const stamp = await setAccountPassword(tx, user.id, passwordHash, now);
    await setSessionStamp(tx, caller.sessionId, stamp);
    return revokeOtherSessions(tx, user.id, caller.sessionId, 'passwordChanged', now);
  });
  await ctx.events.publish(
    ...accountChangeEvents(
      [user.id],
      ended.map((sessionId) => ({ userId: user.id, sessionId })),
      'passwordChanged',
    ),
  );
  return 'identity.passwordChanged';
}
