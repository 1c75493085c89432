import { and, asc, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { integrationOutbox } from './outbox.table';

export type OutboxRow = typeof integrationOutbox.$inferSelect;
export type NewOutboxMessage = Pick<
  typeof integrationOutbox.$inferInsert,
  'channelId' | 'idempotencyKey' | 'recipient' | 'payload' | 'maxAttempts'
>;

/** The database's clock `ms` from now: claims and back-offs are compared on one clock, whichever instance reads them. */
const fromNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/**
 * Stores messages to send, in the caller's transaction. A message whose idempotency key is
 * stored already is left as it is: raising the same event twice sends it once. Returns how many
 * were new.
 */
export async function enqueueMessages(db: DbOrTx, messages: readonly NewOutboxMessage[]): Promise<number> {
  if (messages.length === 0) return 0;
  const stored = await db
    .insert(integrationOutbox)
    .values([...messages])
    .onConflictDoNothing({ target: integrationOutbox.idempotencyKey })
    .returning({ id: integrationOutbox.id });
  return stored.length;
}

/**
 * Claims up to `limit` messages that are due: waiting ones whose back-off has passed, and ones
 * whose last claim expired (the worker that held it is gone). Rows another worker is claiming at
 * the same moment are skipped, not waited for (FOR UPDATE SKIP LOCKED), so two instances never
 * claim the same message. The attempt is counted here, before anything is sent.
 */
export async function claimDueMessages(
  db: DbOrTx,
  worker: string,
  limit: number,
  claimMs: number,
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: integrationOutbox.id })
    .from(integrationOutbox)
    .where(
      or(
        and(eq(integrationOutbox.status, 'pending'), lte(integrationOutbox.nextAttemptAt, sql`now()`)),
        and(eq(integrationOutbox.status, 'sending'), lt(integrationOutbox.claimExpiresAt, sql`now()`)),
      ),
    )
    .orderBy(asc(integrationOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(integrationOutbox)
    .set({
      status: 'sending',
      claimedBy: worker,
      claimExpiresAt: fromNow(claimMs),
      attempts: sql`${integrationOutbox.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(inArray(integrationOutbox.id, due))
    .returning();
}

/** Only the worker still holding the claim may record an outcome: a late one changes nothing. */
const heldBy = (id: string, worker: string) =>
  and(eq(integrationOutbox.id, id), eq(integrationOutbox.status, 'sending'), eq(integrationOutbox.claimedBy, worker));

export async function markDelivered(db: DbOrTx, id: string, worker: string, latencyMs: number): Promise<boolean> {
  const changed = await db
    .update(integrationOutbox)
    .set({
      status: 'delivered',
      claimedBy: null,
      claimExpiresAt: null,
      latencyMs,
      deliveredAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(heldBy(id, worker))
    .returning({ id: integrationOutbox.id });
  return changed.length > 0;
}

/** A failed attempt: tried again after `retryInMs`, or, with `retryInMs` null, given up as failed. */
export async function markAttemptFailed(
  db: DbOrTx,
  id: string,
  worker: string,
  error: string,
  retryInMs: number | null,
): Promise<boolean> {
  const changed = await db
    .update(integrationOutbox)
    .set({
      status: retryInMs === null ? 'failed' : 'pending',
      claimedBy: null,
      claimExpiresAt: null,
      lastError: error,
      ...(retryInMs === null ? {} : { nextAttemptAt: fromNow(retryInMs) }),
      updatedAt: sql`now()`,
    })
    .where(heldBy(id, worker))
    .returning({ id: integrationOutbox.id });
  return changed.length > 0;
}

export async function findMessage(db: DbOrTx, idempotencyKey: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(integrationOutbox).where(eq(integrationOutbox.idempotencyKey, idempotencyKey));
  return row;
}

/** The messages of a channel, newest first: its delivery log. */
export function listChannelMessages(db: DbOrTx, channelId: string, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(integrationOutbox)
    .where(eq(integrationOutbox.channelId, channelId))
    .orderBy(desc(integrationOutbox.createdAt))
    .limit(limit);
}

/** Delivered and given-up messages last changed before `before`; pending and sending ones stay. */
export async function deleteSettledMessagesBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(integrationOutbox)
    .where(and(inArray(integrationOutbox.status, ['delivered', 'failed']), lt(integrationOutbox.updatedAt, before)))
    .returning({ id: integrationOutbox.id });
  return rows.length;
}
