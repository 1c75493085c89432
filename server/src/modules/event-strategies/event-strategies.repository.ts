import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { readTogether } from '../../db/read-together';
import {
  eventStrategies,
  eventStrategyDispatches,
  eventStrategyEscalations,
  eventStrategyThrottle,
} from './event-strategies.table';

export type StrategyRow = typeof eventStrategies.$inferSelect;
export type StrategyValues = Omit<typeof eventStrategies.$inferInsert, 'id' | 'sortOrder' | 'createdAt' | 'updatedAt'>;
export type EscalationRow = typeof eventStrategyEscalations.$inferSelect;

export interface StrategyPageQuery {
  filter?: string | undefined;
  enabled?: boolean | undefined;
  sortColumn: 'order' | 'name';
  descending: boolean;
  limit: number;
  offset: number;
}

export async function pageStrategies(
  db: DbOrTx,
  query: StrategyPageQuery,
): Promise<{ rows: StrategyRow[]; total: number }> {
  const where = and(
    query.filter ? ilike(eventStrategies.name, likePattern(query.filter)) : undefined,
    query.enabled === undefined ? undefined : eq(eventStrategies.enabled, query.enabled),
  );
  const column = query.sortColumn === 'name' ? eventStrategies.name : eventStrategies.sortOrder;
  const [rows, [total]] = await readTogether(db, [
    () =>
      db
        .select()
        .from(eventStrategies)
        .where(where)
        .orderBy(query.descending ? sql`${column} desc` : asc(column), asc(eventStrategies.id))
        .limit(query.limit)
        .offset(query.offset),
    () => db.select({ total: count() }).from(eventStrategies).where(where),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}

/** Every strategy (the enabled ones only, when asked), in their order. */
export function listStrategies(db: DbOrTx, enabledOnly: boolean): Promise<StrategyRow[]> {
  return db
    .select()
    .from(eventStrategies)
    .where(enabledOnly ? eq(eventStrategies.enabled, true) : undefined)
    .orderBy(asc(eventStrategies.sortOrder), asc(eventStrategies.id));
}

export async function findStrategies(db: DbOrTx, ids: readonly string[], forUpdate = false): Promise<StrategyRow[]> {
  if (ids.length === 0) return [];
  const query = db
    .select()
    .from(eventStrategies)
    .where(inArray(eventStrategies.id, [...ids]));
  return forUpdate ? query.for('update') : query;
}

/**
 * Holds the order until the transaction ends: two administrators creating or moving strategies at
 * the same time each see the other's order (a transaction-scoped advisory lock).
 */
export async function lockStrategyOrder(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('event_strategies.order'))`);
}

/** A new strategy, last in the order. */
export async function insertStrategy(db: DbOrTx, values: StrategyValues): Promise<StrategyRow> {
  const [row] = await db
    .insert(eventStrategies)
    .values({
      ...values,
      sortOrder: sql`(select coalesce(max(${eventStrategies.sortOrder}), 0) + 1 from ${eventStrategies})`,
    })
    .returning();
  if (!row) throw new Error('the strategy was not stored');
  return row;
}

export async function updateStrategy(
  db: DbOrTx,
  id: string,
  values: Partial<StrategyValues>,
): Promise<StrategyRow | undefined> {
  const [row] = await db
    .update(eventStrategies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(eventStrategies.id, id))
    .returning();
  return row;
}

export async function setStrategiesEnabled(
  db: DbOrTx,
  ids: readonly string[],
  enabled: boolean,
): Promise<StrategyRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(eventStrategies)
    .set({ enabled, updatedAt: sql`now()` })
    .where(and(inArray(eventStrategies.id, [...ids]), eq(eventStrategies.enabled, !enabled)))
    .returning();
}

/** Numbers the strategies 1, 2, … in the order of the ids given. */
export async function renumberStrategies(db: DbOrTx, orderedIds: readonly string[]): Promise<void> {
  for (const [index, id] of orderedIds.entries()) {
    await db
      .update(eventStrategies)
      .set({ sortOrder: index + 1 })
      .where(eq(eventStrategies.id, id));
  }
}

export async function deleteStrategies(db: DbOrTx, ids: readonly string[]): Promise<StrategyRow[]> {
  if (ids.length === 0) return [];
  return db
    .delete(eventStrategies)
    .where(inArray(eventStrategies.id, [...ids]))
    .returning();
}

/**
 * Claims the dispatch of one raise or repeat of an event: true for the one caller, on whichever
 * instance, whose insert lands; false for every other.
 */
export async function claimDispatch(db: DbOrTx, eventId: string, occurrence: number): Promise<boolean> {
  const rows = await db
    .insert(eventStrategyDispatches)
    .values({ eventId, occurrence })
    .onConflictDoNothing()
    .returning({ eventId: eventStrategyDispatches.eventId });
  return rows.length > 0;
}

/**
 * The throttle: true (and the time noted) when the strategy has not sent for this event key since
 * `since`; false while it has. One statement, so two instances never both pass.
 */
export async function passThrottle(
  db: DbOrTx,
  strategyId: string,
  eventKey: string,
  now: Date,
  since: Date,
): Promise<boolean> {
  const rows = await db
    .insert(eventStrategyThrottle)
    .values({ strategyId, eventKey, lastSentAt: now })
    .onConflictDoUpdate({
      target: [eventStrategyThrottle.strategyId, eventStrategyThrottle.eventKey],
      set: { lastSentAt: now },
      setWhere: lte(eventStrategyThrottle.lastSentAt, since),
    })
    .returning({ strategyId: eventStrategyThrottle.strategyId });
  return rows.length > 0;
}

/** The escalation steps of a strategy for an event; a step already planned stays as it was. */
export async function planEscalations(
  db: DbOrTx,
  steps: readonly { eventId: string; strategyId: string; step: number; dueAt: Date }[],
): Promise<void> {
  if (steps.length === 0) return;
  await db
    .insert(eventStrategyEscalations)
    .values([...steps])
    .onConflictDoNothing();
}

/**
 * Claims the escalation steps due at `now` that nobody holds (or whose holder's claim ran out: an
 * instance that stopped), until `until`: each step goes to one instance.
 */
export async function claimDueEscalations(db: DbOrTx, now: Date, until: Date, limit: number): Promise<EscalationRow[]> {
  const due = db
    .select({ id: eventStrategyEscalations.id })
    .from(eventStrategyEscalations)
    .where(
      and(
        isNull(eventStrategyEscalations.doneAt),
        lte(eventStrategyEscalations.dueAt, now),
        or(isNull(eventStrategyEscalations.claimedUntil), lte(eventStrategyEscalations.claimedUntil, now)),
      ),
    )
    .orderBy(asc(eventStrategyEscalations.dueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(eventStrategyEscalations)
    .set({ claimedUntil: until, attempts: sql`${eventStrategyEscalations.attempts} + 1` })
    .where(inArray(eventStrategyEscalations.id, due))
    .returning();
}

/** Ends a claimed step with its outcome, while the claim is still this caller's. */
export async function finishEscalation(db: DbOrTx, row: EscalationRow, outcome: string, at: Date): Promise<void> {
  await db
    .update(eventStrategyEscalations)
    .set({ doneAt: at, outcome, claimedUntil: null })
    .where(and(eq(eventStrategyEscalations.id, row.id), claimStill(row)));
}

/** Puts a claimed step off until `dueAt` (a shelved event), while the claim is still this caller's. */
export async function postponeEscalation(db: DbOrTx, row: EscalationRow, dueAt: Date): Promise<void> {
  await db
    .update(eventStrategyEscalations)
    .set({ dueAt, claimedUntil: null })
    .where(and(eq(eventStrategyEscalations.id, row.id), claimStill(row)));
}

function claimStill(row: EscalationRow): SQL | undefined {
  return row.claimedUntil ? eq(eventStrategyEscalations.claimedUntil, row.claimedUntil) : undefined;
}

/** An event's planned and done escalation steps, by due time (tests and the try's answer read them). */
export function listEscalationsOfEvent(db: DbOrTx, eventId: string): Promise<EscalationRow[]> {
  return db
    .select()
    .from(eventStrategyEscalations)
    .where(eq(eventStrategyEscalations.eventId, eventId))
    .orderBy(asc(eventStrategyEscalations.dueAt), asc(eventStrategyEscalations.step));
}

/**
 * Drops the bookkeeping nothing reads any more: dispatch claims and throttle times older than
 * `claimsBefore` (no instance hears an event that late, no throttle is that long) and escalation
 * steps ended before `stepsBefore`. Answers how many rows went.
 */
export async function pruneBookkeeping(db: DbOrTx, claimsBefore: Date, stepsBefore: Date): Promise<number> {
  const claims = await db
    .delete(eventStrategyDispatches)
    .where(lt(eventStrategyDispatches.claimedAt, claimsBefore))
    .returning({ id: eventStrategyDispatches.eventId });
  const throttles = await db
    .delete(eventStrategyThrottle)
    .where(lt(eventStrategyThrottle.lastSentAt, claimsBefore))
    .returning({ id: eventStrategyThrottle.strategyId });
  const steps = await db
    .delete(eventStrategyEscalations)
    .where(and(isNotNull(eventStrategyEscalations.doneAt), lt(eventStrategyEscalations.doneAt, stepsBefore)))
    .returning({ id: eventStrategyEscalations.id });
  return claims.length + throttles.length + steps.length;
}
