import { randomUUID } from 'node:crypto';
import type { LoginResult, RefreshTokenRequest, SessionEndReason } from '@workbench/contracts';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../platform/auth/auth-context';
import { sessionEnded, unauthorized } from '../../platform/errors';
import { type AccountRow, findAccount, lockAccountForUpdate } from '../access/accounts.service';
import { signAccessToken, verifyAccessToken } from './access-tokens';
import type { ClientInfo, IdentityContext } from './identity-context';
import { type EndedSession, sessionsEnded } from './session-ended';
import { type SessionWithUser, sessionProblem, ticketExpiry } from './session-rules';
import {
  deleteSessionsEndedBefore,
  findRefreshToken,
  findSession,
  findSessionByTicketHash,
  insertRefreshToken,
  insertSession,
  markRefreshTokenUsed,
  revokeOtherSessions,
  revokeSession,
  revokeSessionsOfUsers,
  type SessionRow,
  setTicketExpiry,
} from './sessions.repository';
import { hashToken, newOpaqueToken, ticketFor } from './token-secrets';

/** The session with its account (read through the access module's cache), or undefined. */
async function withAccount(db: DbOrTx, session: SessionRow | undefined): Promise<SessionWithUser | undefined> {
  if (!session) return undefined;
  const user = await findAccount(db, session.userId);
  return user ? { session, user } : undefined;
}

/** The session behind an access token with its account; both cached: this is on every guarded call. */
async function findSessionWithUser(db: DbOrTx, sessionId: string): Promise<SessionWithUser | undefined> {
  return withAccount(db, await findSession(db, sessionId));
}

function refreshExpiry(ctx: IdentityContext, now: Date): Date {
  return new Date(now.getTime() + ctx.auth.refreshTokenDays * 86_400_000);
}

async function loginResult(
  ctx: IdentityContext,
  user: AccountRow,
  sessionId: string,
  refreshToken: string,
  now: Date,
): Promise<LoginResult> {
  const accessToken = await signAccessToken(
    ctx.keys.accessToken,
    { userId: user.id, userName: user.userName, sessionId },
    ctx.auth.accessTokenSeconds,
    now,
  );
  return {
    tokenType: 'Bearer',
    accessToken,
    refreshToken,
    ticket: ticketFor(ctx.keys.ticket, sessionId),
    userName: user.userName,
    mesAccessLevel: user.mesAccessLevel,
    expiresIn: ctx.auth.accessTokenSeconds,
  };
}

/** Opens a sign-on session for a user whose credentials were checked; ends older ones if configured. */
export async function startSession(ctx: IdentityContext, user: AccountRow, client: ClientInfo): Promise<LoginResult> {
  const now = ctx.now();
  const sessionId = randomUUID();
  const refreshToken = newOpaqueToken();
  const ended = await ctx.db.transaction(async (tx) => {
    // Two sign-ins of one account at once must not both survive the single-session rule.
    await lockAccountForUpdate(tx, user.id);
    await insertSession(tx, {
      id: sessionId,
      userId: user.id,
      ticketHash: hashToken(ticketFor(ctx.keys.ticket, sessionId)),
      securityStamp: user.securityStamp,
      createdAt: now,
      ticketExpiresAt: ticketExpiry(user.userName, ctx.auth.ticketMinutes, now),
      clientAddress: client.address,
      userAgent: client.userAgent?.slice(0, 512) ?? null,
    });
    await insertRefreshToken(tx, {
      sessionId,
      tokenHash: hashToken(refreshToken),
      expiresAt: refreshExpiry(ctx, now),
      createdAt: now,
    });
    // Long-dead sessions are no use even for spotting a replayed refresh token; drop them.
    await deleteSessionsEndedBefore(tx, user.id, new Date(now.getTime() - ctx.auth.refreshTokenDays * 86_400_000));
    if (!ctx.auth.singleSession) return [];
    return revokeOtherSessions(tx, user.id, sessionId, 'signedInElsewhere', now);
  });
  if (ended.length > 0) {
    await ctx.events.publish(
      sessionsEnded(
        ended.map((sessionId) => ({ userId: user.id, sessionId })),
        'signedInElsewhere',
      ),
    );
  }
  return loginResult(ctx, user, sessionId, refreshToken, now);
}

export async function endSession(
  ctx: IdentityContext,
  userId: string,
  sessionId: string,
  reason: SessionEndReason,
): Promise<void> {
  if (await revokeSession(ctx.db, sessionId, reason, ctx.now())) {
    await ctx.events.publish(sessionsEnded([{ userId, sessionId }], reason));
  }
}

/**
 * Trades a refresh token for new tokens. Tokens are single use: presenting one that was used
 * already means it was copied, so the whole session ends (the thief's and the owner's copy alike).
 */
export async function refreshSession(ctx: IdentityContext, request: RefreshTokenRequest): Promise<LoginResult> {
  const now = ctx.now();
  const invalid = () => unauthorized('identity.refreshTokenInvalid');
  const token = await findRefreshToken(ctx.db, hashToken(request.refresh_token));
  if (!token) throw invalid();
  const found = await findSessionWithUser(ctx.db, token.sessionId);
  if (!found) throw invalid();
  const reuse = async () => {
    await endSession(ctx, found.user.id, found.session.id, 'refreshTokenReused');
    return invalid();
  };
  if (token.usedAt) throw await reuse();
  if (token.expiresAt.getTime() <= now.getTime() || sessionProblem(found, now)) throw invalid();
  if (request.username && request.username.trim().toLowerCase() !== found.user.userName.toLowerCase()) throw invalid();

  const nextToken = newOpaqueToken();
  const rotated = await ctx.db.transaction(async (tx) => {
    if (!(await markRefreshTokenUsed(tx, token.id, now))) return false;
    await insertRefreshToken(tx, {
      sessionId: found.session.id,
      tokenHash: hashToken(nextToken),
      expiresAt: refreshExpiry(ctx, now),
      createdAt: now,
    });
    return true;
  });
  // Someone else used the same token between our read and our write: that is a replay too.
  if (!rotated) throw await reuse();
  return loginResult(ctx, found.user, found.session.id, nextToken, now);
}

/**
 * Slides the ticket's expiry forward. An unknown, ended or expired ticket cannot be extended:
 * the session must end (403, errorCode 20000). The admin account's ticket never expires, so
 * there is nothing to extend and the answer is simply success.
 */
export async function extendTicket(ctx: IdentityContext, ticket: string): Promise<void> {
  const now = ctx.now();
  const found = await withAccount(ctx.db, await findSessionByTicketHash(ctx.db, hashToken(ticket)));
  const problem = sessionProblem(found, now);
  if (!found || problem) {
    throw sessionEnded(!problem || problem === 'errors.sessionEnded' ? 'errors.ticketExpired' : problem);
  }
  const expiry = ticketExpiry(found.user.userName, ctx.auth.ticketMinutes, now);
  if (expiry) await setTicketExpiry(ctx.db, found.session.id, expiry);
}

/**
 * The caller behind an access token. A bad or expired token is 401 (the portal refreshes and
 * replays); a good token whose session has ended is 403 20000 (the portal logs out).
 */
export async function authenticate(ctx: IdentityContext, token: string): Promise<AuthContext> {
  const claims = await verifyAccessToken(ctx.keys.accessToken, token);
  if (!claims) throw unauthorized('errors.tokenInvalid');
  const found: SessionWithUser | undefined = await findSessionWithUser(ctx.db, claims.sessionId);
  if (found && found.user.id !== claims.userId) throw unauthorized('errors.tokenInvalid');
  const problem = sessionProblem(found, ctx.now());
  if (!found || problem) throw sessionEnded(problem ?? undefined);
  return {
    userId: found.user.id,
    userName: found.user.userName,
    sessionId: found.session.id,
    isAdmin: found.user.isAdmin,
    isSysAdmin: found.user.isSysAdmin,
  };
}

/**
 * Ends every session of accounts an administrator disabled, deleted or gave a new password, in
 * the administrator's transaction. That transaction also bumps the accounts' security stamp, so a
 * sign-in racing with it cannot leave a usable session behind. Record `accountChangeEvents` of
 * the result (session-ended.ts) with the transaction, so they are published once it has committed.
 */
export async function endSessionsOfUsers(
  db: DbOrTx,
  userIds: readonly string[],
  reason: SessionEndReason,
  now: Date,
): Promise<EndedSession[]> {
  const ended = await revokeSessionsOfUsers(db, userIds, reason, now);
  return ended.map((session) => ({ userId: session.userId, sessionId: session.id }));
}
