import { and, asc, count, eq, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { eventSources } from './events.table';

export type EventSourceRow = typeof eventSources.$inferSelect;

export async function insertEventSource(db: DbOrTx, values: typeof eventSources.$inferInsert) {
  const [row] = await db.insert(eventSources).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findEventSource(db: DbOrTx, id: string): Promise<EventSourceRow | undefined> {
  const [row] = await db.select().from(eventSources).where(eq(eventSources.id, id));
  return row;
}

/** The source holding this key, unless it was revoked. */
export async function findLiveSourceByKeyHash(db: DbOrTx, keyHash: string): Promise<EventSourceRow | undefined> {
  const [row] = await db
    .select()
    .from(eventSources)
    .where(and(eq(eventSources.keyHash, keyHash), isNull(eventSources.revokedAt)));
  return row;
}

/** The source of this name, revoked or not. */
export async function findEventSourceByName(db: DbOrTx, name: string): Promise<EventSourceRow | undefined> {
  const [row] = await db.select().from(eventSources).where(eq(eventSources.name, name));
  return row;
}

export async function pageEventSources(db: DbOrTx, input: { filter?: string; limit: number; offset: number }) {
  const where = input.filter ? ilike(eventSources.name, likePattern(input.filter)) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(eventSources).where(where).orderBy(asc(eventSources.name)).limit(input.limit).offset(input.offset),
    db.select({ total: count() }).from(eventSources).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function revokeEventSource(db: DbOrTx, id: string): Promise<EventSourceRow | undefined> {
  const [row] = await db
    .update(eventSources)
    .set({ revokedAt: sql`coalesce(${eventSources.revokedAt}, now())` })
    .where(eq(eventSources.id, id))
    .returning();
  return row;
}

export async function deleteEventSources(db: DbOrTx, ids: readonly string[]): Promise<EventSourceRow[]> {
  if (ids.length === 0) return [];
  return db
    .delete(eventSources)
    .where(inArray(eventSources.id, [...ids]))
    .returning();
}

/** Notes that the source raised an event, at most once a minute: not a write per event. */
export async function touchEventSource(db: DbOrTx, id: string, at: Date): Promise<void> {
  const aMinuteBefore = new Date(at.getTime() - 60_000);
  await db
    .update(eventSources)
    .set({ lastUsedAt: at })
    .where(
      and(eq(eventSources.id, id), or(isNull(eventSources.lastUsedAt), lt(eventSources.lastUsedAt, aMinuteBefore))),
    );
}
