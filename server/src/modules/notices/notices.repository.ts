import type { NoticeState } from '@workbench/contracts';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { readTogether } from '../../db/read-together';
import { noticeReads, notices } from './notices.table';

export type NoticeRow = typeof notices.$inferSelect;
export type NoticeValues = Pick<
  typeof notices.$inferInsert,
  'texts' | 'priority' | 'forEveryone' | 'roleIds' | 'userIds' | 'applicationIds' | 'publishAt' | 'expiresAt'
>;
export type NewNoticeValues = NoticeValues & Pick<typeof notices.$inferInsert, 'authorId' | 'authorName'>;
export type NoticeStateChange = Pick<typeof notices.$inferInsert, 'state' | 'publishedAt' | 'withdrawnAt'>;

/** Who is reading: the user, the roles they hold and the applications those roles grant. */
export interface NoticeViewer {
  userId: string;
  roleIds: readonly string[];
  applicationIds: readonly string[];
}

export interface NoticePageQuery {
  filter?: string | undefined;
  state?: NoticeState | undefined;
  sortField: 'publishAt' | 'priority' | 'creationTime';
  descending: boolean;
  limit: number;
  offset: number;
}

/** A text[] literal of the ids, as one parameter each. */
const textArray = (ids: readonly string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;

export async function insertNotice(db: DbOrTx, values: NewNoticeValues): Promise<NoticeRow> {
  const [row] = await db.insert(notices).values(values).returning();
  if (!row) throw new Error('the notice was not stored');
  return row;
}

export async function updateNotice(
  db: DbOrTx,
  id: string,
  values: Partial<NoticeValues> & Partial<NoticeStateChange>,
): Promise<NoticeRow> {
  const [row] = await db
    .update(notices)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(notices.id, id))
    .returning();
  if (!row) throw new Error('the notice was not updated');
  return row;
}

export async function findNotices(db: DbOrTx, ids: readonly string[], forUpdate = false): Promise<NoticeRow[]> {
  if (ids.length === 0) return [];
  const query = db
    .select()
    .from(notices)
    .where(inArray(notices.id, [...ids]));
  return forUpdate ? query.for('update') : query;
}

export async function deleteNotices(db: DbOrTx, ids: readonly string[]): Promise<NoticeRow[]> {
  if (ids.length === 0) return [];
  return db
    .delete(notices)
    .where(inArray(notices.id, [...ids]))
    .returning();
}

const PRIORITY_RANK = sql`case ${notices.priority} when 'urgent' then 2 when 'important' then 1 else 0 end`;

/** The titles in every language, for the list's filter. */
const TITLES = sql`coalesce(${notices.texts}->'zh-Hans'->>'title', '') || ' ' || coalesce(${notices.texts}->'en'->>'title', '') || ' ' || coalesce(${notices.texts}->'de-DE'->>'title', '')`;

export async function pageNotices(db: DbOrTx, query: NoticePageQuery): Promise<{ rows: NoticeRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [];
  if (query.filter) {
    const pattern = likePattern(query.filter);
    conditions.push(or(sql`${TITLES} ilike ${pattern}`, sql`${notices.authorName} ilike ${pattern}`));
  }
  if (query.state) conditions.push(eq(notices.state, query.state));
  const where = and(...conditions);
  const direction = query.descending ? desc : asc;
  const order =
    query.sortField === 'priority'
      ? direction(PRIORITY_RANK)
      : query.sortField === 'publishAt'
        ? query.descending
          ? sql`${notices.publishAt} desc nulls last`
          : sql`${notices.publishAt} asc nulls last`
        : direction(notices.createdAt);
  const [rows, totals] = await readTogether(db, [
    () =>
      db
        .select()
        .from(notices)
        .where(where)
        .orderBy(order, desc(notices.createdAt), asc(notices.id))
        .limit(query.limit)
        .offset(query.offset),
    () => db.select({ total: count() }).from(notices).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** How many users have read each of the notices. */
export async function countReads(db: DbOrTx, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ noticeId: noticeReads.noticeId, reads: count() })
    .from(noticeReads)
    .where(inArray(noticeReads.noticeId, [...ids]))
    .groupBy(noticeReads.noticeId);
  return new Map(rows.map((row) => [row.noticeId, row.reads]));
}

/** Published, not expired at `now`, and for the viewer: everyone, or one of their roles, themselves or an application. */
function visibleTo(viewer: NoticeViewer, now: Date): SQL {
  const audience: SQL[] = [eq(notices.forEveryone, true), sql`${notices.userIds} @> ${textArray([viewer.userId])}`];
  if (viewer.roleIds.length > 0) audience.push(sql`${notices.roleIds} && ${textArray(viewer.roleIds)}`);
  if (viewer.applicationIds.length > 0) {
    audience.push(sql`${notices.applicationIds} && ${textArray(viewer.applicationIds)}`);
  }
  return and(
    eq(notices.state, 'published'),
    or(isNull(notices.expiresAt), gt(notices.expiresAt, now)),
    or(...audience),
  ) as SQL;
}

const readByViewer = (userId: string) =>
  sql<boolean>`exists (select 1 from ${noticeReads} where ${noticeReads.noticeId} = ${notices.id} and ${noticeReads.userId} = ${userId})`;

export interface VisibleNoticeRow {
  notice: NoticeRow;
  read: boolean;
}

/** The viewer's visible notices, newest first (at most `limit`), with whether they read each, and how many are unread in all. */
export async function listVisibleNotices(
  db: DbOrTx,
  viewer: NoticeViewer,
  now: Date,
  limit: number,
): Promise<{ rows: VisibleNoticeRow[]; unread: number }> {
  const [rows, unread] = await readTogether(db, [
    () =>
      db
        .select({ notice: notices, read: readByViewer(viewer.userId) })
        .from(notices)
        .where(visibleTo(viewer, now))
        .orderBy(desc(notices.publishedAt), desc(notices.id))
        .limit(limit),
    () => countUnreadNotices(db, viewer, now),
  ]);
  return { rows, unread };
}

/** How many of the viewer's visible notices they have not read. */
export async function countUnreadNotices(db: DbOrTx, viewer: NoticeViewer, now: Date): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notices)
    .where(and(visibleTo(viewer, now), sql`not ${readByViewer(viewer.userId)}`));
  return row?.unread ?? 0;
}

/** Which of the ids the viewer can see now. */
export async function filterVisibleNoticeIds(
  db: DbOrTx,
  viewer: NoticeViewer,
  now: Date,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: notices.id })
    .from(notices)
    .where(and(inArray(notices.id, [...ids]), visibleTo(viewer, now)));
  return rows.map((row) => row.id);
}

/** Records the reads; one already recorded keeps its first time (so calling twice, or at once, is the same). */
export async function insertReads(db: DbOrTx, userId: string, noticeIds: readonly string[], now: Date): Promise<void> {
  if (noticeIds.length === 0) return;
  await db
    .insert(noticeReads)
    .values(noticeIds.map((noticeId) => ({ noticeId, userId, readAt: now })))
    .onConflictDoNothing();
}

/**
 * Moves the notices whose expiry has come to expired: the published ones, and scheduled ones
 * whose moment was missed until after their expiry (they are never shown). One statement, so
 * when two callers get here at once each notice is moved by one of them.
 */
export function expireDueNotices(db: DbOrTx, now: Date): Promise<NoticeRow[]> {
  return db
    .update(notices)
    .set({ state: 'expired', updatedAt: now })
    .where(and(inArray(notices.state, ['published', 'scheduled']), lte(notices.expiresAt, now)))
    .returning();
}

/** Moves the scheduled notices whose publish time has come to published (each by one caller, as above). */
export function publishDueNotices(db: DbOrTx, now: Date): Promise<NoticeRow[]> {
  return db
    .update(notices)
    .set({ state: 'published', publishedAt: now, updatedAt: now })
    .where(and(eq(notices.state, 'scheduled'), lte(notices.publishAt, now)))
    .returning();
}
