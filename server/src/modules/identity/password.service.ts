import { brokenPasswordRules, type ChangePasswordRequest } from '@workbench/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { badRequest, sessionEnded } from '../../platform/errors';
import { findAccountUncached, lockAccountForUpdate, setAccountPassword } from '../access/accounts.service';
import { hashPassword, verifyPassword } from '../access/passwords';
import type { IdentityContext } from './identity-context';
import { accountChangeEvents } from './session-ended';
import { revokeOtherSessions, setSessionStamp } from './sessions.repository';
import { forgiveAttempt, reserveAttempt } from './sign-in-throttle.service';

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
  const now = ctx.now();
  const subject = { account: { scope: 'account' as const, key: caller.userName }, address: clientAddress };
  const reservation = await reserveAttempt(ctx.db, ctx.signInLimits, subject, now);
  const user = await findAccountUncached(ctx.db, caller.userId);
  if (!user) throw sessionEnded('errors.accountDisabled');
  if (!(await verifyPassword(user.passwordHash, request.currentPassword))) {
    throw badRequest('identity.currentPasswordWrong', {}, [
      { field: 'currentPassword', messageKey: 'identity.currentPasswordWrong' },
    ]);
  }
  await forgiveAttempt(ctx.db, reservation);
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
