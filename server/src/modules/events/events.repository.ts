import { EVENT_COUNT_CAP, EVENT_TYPES, type EventTimelineKind } from '@workbench/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { events, eventTimeline } from './events.table';

/** An event as the service works with it; the search text stays in the database. */
export type EventRow = Omit<typeof events.$inferSelect, 'searchText'>;
export type EventTimelineRow = typeof eventTimeline.$inferSelect;
export type NewEvent = Omit<typeof events.$inferInsert, 'id' | 'count' | 'lastOccurredAt'>;

/**
 * Stores a raised event, or counts it on the open event of its key: one statement, so repeats
 * arriving together on any instance meet the partial unique index and become one row. A repeat
 * takes the latest texts and details, keeps the most severe type (the lowest number), and makes an
 * event that had returned to normal active again. Answers the row and whether it was new.
 */
export async function upsertOpenEvent(db: DbOrTx, event: NewEvent): Promise<{ row: EventRow; created: boolean }> {
  const [result] = await db
    .insert(events)
    .values({ ...event, lastOccurredAt: event.firstOccurredAt })
    .onConflictDoUpdate({
      target: events.eventKey,
      targetWhere: isNull(events.resolvedAt),
      set: {
        count: sql`${events.count} + 1`,
        type: sql`least(${events.type}, excluded.type)`,
        title: sql`excluded.title`,
        message: sql`excluded.message`,
        details: sql`excluded.details`,
        device: sql`excluded.device`,
        lastOccurredAt: sql`greatest(${events.lastOccurredAt}, excluded.last_occurred_at)`,
        returnedToNormalAt: null,
      },
    })
    // xmax is 0 on a row this statement inserted, and set on one it updated.
    .returning({ ...getTableColumns(events), created: sql<boolean>`(xmax = 0)` });
  if (!result) throw new Error('the event was neither stored nor counted');
  const { created, ...row } = result;
  return { row, created: Boolean(created) };
}

/**
 * Marks the event of this key returned to normal: the open one, else the latest resolved one still
 * active. Answers it, or undefined when no event of the key is active.
 */
export async function markReturnedToNormal(db: DbOrTx, eventKey: string, at: Date): Promise<EventRow | undefined> {
  const [target] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.eventKey, eventKey), isNull(events.returnedToNormalAt)))
    .orderBy(sql`${events.resolvedAt} is null desc`, desc(events.lastOccurredAt))
    .limit(1)
    .for('update');
  if (!target) return undefined;
  const [row] = await db.update(events).set({ returnedToNormalAt: at }).where(eq(events.id, target.id)).returning();
  return row;
}

export async function addTimeline(
  db: DbOrTx,
  entries: readonly {
    eventId: string;
    kind: EventTimelineKind;
    userId?: string | null;
    userName?: string;
    comment?: string;
    messageKey?: string | null;
    messageParams?: Record<string, string | number> | null;
    at?: Date;
  }[],
): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(eventTimeline).values(entries.map((entry) => ({ ...entry, userId: entry.userId ?? null })));
}

/** The event of this id, whatever its scope: for the service's own work on it (the event strategies). */
export async function findEvent(db: DbOrTx, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

export async function timelineOf(db: DbOrTx, eventId: string): Promise<EventTimelineRow[]> {
  return db
    .select()
    .from(eventTimeline)
    .where(eq(eventTimeline.eventId, eventId))
    .orderBy(asc(eventTimeline.at), asc(eventTimeline.id));
}

/** What a reader may see: everything, or the events of their applications within their data permissions. */
export interface EventScope {
  all: boolean;
  applicationIds: readonly string[];
  dataPermissionIds: readonly string[];
}

function scopeCondition(scope: EventScope): SQL | undefined {
  if (scope.all) return undefined;
  if (scope.applicationIds.length === 0) return sql`false`;
  const permitted =
    scope.dataPermissionIds.length > 0
      ? or(isNull(events.dataPermissionId), inArray(events.dataPermissionId, [...scope.dataPermissionIds]))
      : isNull(events.dataPermissionId);
  return and(inArray(events.applicationId, [...scope.applicationIds]), permitted);
}

export interface EventFilter {
  from?: Date;
  to?: Date;
  types?: readonly number[];
  active?: boolean;
  acknowledged?: boolean;
  resolved?: boolean;
  applicationId?: string;
  dbInstanceId?: string;
  dataPermissionId?: string;
  text?: string;
}

function filterConditions(filter: EventFilter): (SQL | undefined)[] {
  // Set or not: acknowledged, resolved, returned to normal.
  const flag = (column: AnyPgColumn, wanted: boolean | undefined) =>
    wanted === undefined ? undefined : wanted ? isNotNull(column) : isNull(column);
  const text = filter.text ? likePattern(filter.text) : undefined;
  return [
    filter.from ? gte(events.lastOccurredAt, filter.from) : undefined,
    filter.to ? lte(events.firstOccurredAt, filter.to) : undefined,
    filter.types && filter.types.length > 0 ? inArray(events.type, [...filter.types]) : undefined,
    // Active: not returned to normal.
    flag(events.returnedToNormalAt, filter.active === undefined ? undefined : !filter.active),
    flag(events.acknowledgedAt, filter.acknowledged),
    flag(events.resolvedAt, filter.resolved),
    filter.applicationId ? eq(events.applicationId, filter.applicationId) : undefined,
    filter.dbInstanceId ? eq(events.dbInstanceId, filter.dbInstanceId) : undefined,
    filter.dataPermissionId ? eq(events.dataPermissionId, filter.dataPermissionId) : undefined,
    text ? sql`${events.searchText} ilike ${text}` : undefined,
  ];
}

/** Every column but the text the search looks in, which nobody is shown. */
const { searchText: _searchText, ...shownColumns } = getTableColumns(events);

/**
 * A page of the events the scope allows and the filter picks: unacknowledged first, then the
 * latest. Each type is counted up to `EVENT_COUNT_CAP + 1` only, so a wide filter over a year of
 * events costs a bounded read per type rather than a count of all of them.
 */
export async function pageEvents(
  db: DbOrTx,
  scope: EventScope,
  filter: EventFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: EventRow[]; total: number; countsByType: number[] }> {
  const where = and(scopeCondition(scope), ...filterConditions(filter));
  const counted = filter.types && filter.types.length > 0 ? filter.types : EVENT_TYPES;
  const [rows, ...counts] = await Promise.all([
    page.limit === 0
      ? Promise.resolve([])
      : db
          .select(shownColumns)
          .from(events)
          .where(where)
          .orderBy(sql`(${events.acknowledgedAt} is null) desc`, desc(events.lastOccurredAt), desc(events.id))
          .limit(page.limit)
          .offset(page.offset),
    ...counted.map((type) => countUpToCap(db, and(where, eq(events.type, type)))),
  ]);
  const countsByType = [0, 0, 0, 0, 0];
  counted.forEach((type, index) => {
    countsByType[type] = counts[index] ?? 0;
  });
  return { rows, total: countsByType.reduce((sum, n) => sum + n, 0), countsByType };
}

async function countUpToCap(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const capped = db
    .select({ one: sql`1`.as('one') })
    .from(events)
    .where(where)
    .limit(EVENT_COUNT_CAP + 1)
    .as('capped');
  const [row] = await db.select({ total: count() }).from(capped);
  return Number(row?.total ?? 0);
}

/** How many events the scope allows and the filter picks, all of them: what an export would write. */
export async function countEvents(db: DbOrTx, scope: EventScope, filter: EventFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(events)
    .where(and(scopeCondition(scope), ...filterConditions(filter)));
  return Number(row?.total ?? 0);
}

/** The events of these ids the scope allows (locked when changing them). */
export async function findEventsInScope(
  db: DbOrTx,
  scope: EventScope,
  ids: readonly string[],
  forUpdate = false,
): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  const query = db
    .select()
    .from(events)
    .where(and(inArray(events.id, [...ids]), scopeCondition(scope)));
  return forUpdate ? query.for('update') : query;
}

/** Acknowledges the events not yet acknowledged; answers those it changed. */
export async function acknowledgeEvents(
  db: DbOrTx,
  ids: readonly string[],
  act: { userId: string | null; userName: string; comment: string; at: Date },
): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(events)
    .set({
      acknowledgedAt: act.at,
      acknowledgedBy: act.userId,
      acknowledgedByName: act.userName,
      acknowledgeComment: act.comment,
    })
    .where(and(inArray(events.id, [...ids]), isNull(events.acknowledgedAt)))
    .returning();
}

/**
 * Resolves (closes) the events not yet resolved; answers those it changed. A repeat of the key
 * after this starts a new event.
 */
export async function resolveEvents(
  db: DbOrTx,
  ids: readonly string[],
  act: { userId: string | null; userName: string; comment: string; at: Date },
): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(events)
    .set({ resolvedAt: act.at, resolvedBy: act.userId, resolvedByName: act.userName, resolveComment: act.comment })
    .where(and(inArray(events.id, [...ids]), isNull(events.resolvedAt)))
    .returning();
}
