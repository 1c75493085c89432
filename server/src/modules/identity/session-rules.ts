import { isBuiltInAdmin } from '@workbench/contracts';
import { sessionEndedMessageKey } from '../../platform/messages/session-ended';
import type { AccountRow } from '../access/accounts.service';
import type { SessionRow } from './sessions.repository';

/** A session with the account it belongs to. */
export interface SessionWithUser {
  session: SessionRow;
  user: AccountRow;
}

/** The account named admin is exempt from ticket expiry and extension (docs/spec.md §6, docs/api.md §2). */
export function isTicketExempt(userName: string): boolean {
  return isBuiltInAdmin(userName);
}

export function ticketExpiry(userName: string, ticketMinutes: number, now: Date): Date | null {
  return isTicketExempt(userName) ? null : new Date(now.getTime() + ticketMinutes * 60_000);
}

/**
 * Why a session can no longer be used, as a message key, or null when it is fine. The order
 * matters for the message: "logged in elsewhere" explains more than "ticket expired".
 */
export function sessionProblem(found: SessionWithUser | undefined, now: Date): string | null {
  if (!found) return 'errors.sessionEnded';
  const { session, user } = found;
  if (session.revokedAt) {
    return sessionEndedMessageKey(session.revokedReason);
  }
  if (user.deletedAt || !user.enabled) return 'errors.accountDisabled';
  if (session.securityStamp !== user.securityStamp) return 'errors.sessionEnded';
  if (session.ticketExpiresAt && session.ticketExpiresAt.getTime() <= now.getTime()) return 'errors.ticketExpired';
  return null;
}
