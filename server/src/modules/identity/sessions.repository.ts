import { and, eq, inArray, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ReadCache } from '../../db/read-cache';
import { refreshTokens, sessions } from './identity.table';

export type SessionRow = typeof sessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertSession(db: DbOrTx, session: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(session);
}

async function findOneSession(db: DbOrTx, condition: SQL): Promise<SessionRow | undefined> {
  const rows = await db.select().from(sessions).where(condition).limit(1);
  return rows[0];
}

/**
 * Sessions as every guarded call checks them (their accounts come through the access module's
 * cached accounts.service). It drops its entries when the change-event spine says sessions ended
 * or accounts changed (identity.cache-events.ts), once the change is committed, on every
 * instance. The writes here that publish nothing cannot make an entry wrong in a way that
 * matters: a new session's id was never read, a deleted session had ended already, a new
 * security stamp is written only beside an account change that publishes, and a ticket extension
 * only moves an expiry that is many minutes away further out (a cached entry with the earlier
 * expiry still lets the calls through).
 */
export const sessionCache = new ReadCache<SessionRow | undefined>();

/** The session behind an access token, read through the cache: this is on every guarded call. */
export function findSession(db: DbOrTx, sessionId: string): Promise<SessionRow | undefined> {
  return sessionCache.read(db, sessionId, () => findOneSession(db, eq(sessions.id, sessionId)));
}

export function findSessionByTicketHash(db: DbOrTx, ticketHash: string): Promise<SessionRow | undefined> {
  return findOneSession(db, eq(sessions.ticketHash, ticketHash));
}

/** Ends a live session; false when it had already ended. */
export async function revokeSession(db: DbOrTx, sessionId: string, reason: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every live session of the user except one; returns the ids it ended. */
export async function revokeOtherSessions(
  db: DbOrTx,
  userId: string,
  keepSessionId: string,
  reason: string,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

/** Ends every live session of the given users; returns the sessions it ended. */
export async function revokeSessionsOfUsers(
  db: DbOrTx,
  userIds: readonly string[],
  reason: string,
  now: Date,
): Promise<{ id: string; userId: string }[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(inArray(sessions.userId, [...userIds]), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id, userId: sessions.userId });
  return rows;
}

export async function setTicketExpiry(db: DbOrTx, sessionId: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ ticketExpiresAt: expiresAt }).where(eq(sessions.id, sessionId));
}

export async function setSessionStamp(db: DbOrTx, sessionId: string, securityStamp: number): Promise<void> {
  await db.update(sessions).set({ securityStamp }).where(eq(sessions.id, sessionId));
}

export async function insertRefreshToken(db: DbOrTx, token: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return rows[0];
}

/** Marks an unused refresh token used; false when someone used it first (a replay or a race). */
export async function markRefreshTokenUsed(db: DbOrTx, tokenId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

/**
 * Forgets the user's sessions that ended (or whose ticket ran out) before `before`, with their
 * refresh tokens; keeps the tables from growing with every sign-in.
 */
export async function deleteSessionsEndedBefore(db: DbOrTx, userId: string, before: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), or(lt(sessions.revokedAt, before), lt(sessions.ticketExpiresAt, before))));
}

/** Whether the user has a session on record (live or recently ended) started from this address. */
export async function hasSessionFromAddress(db: DbOrTx, userId: string, address: string): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.clientAddress, address)))
    .limit(1);
  return rows.length > 0;
}

/** Every account's sessions that ended (or whose ticket ran out) before `before`, with their refresh tokens. */
export async function deleteAllSessionsEndedBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(or(lt(sessions.revokedAt, before), lt(sessions.ticketExpiresAt, before)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Refresh tokens that expired before `before`: nothing can be refreshed with them any more. */
export async function deleteRefreshTokensExpiredBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, before))
    .returning({ id: refreshTokens.id });
  return rows.length;
}
