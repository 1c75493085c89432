import type { MyNotice, MyNoticesAnswer } from '@workbench/contracts';
import type { DbOrTx } from '../../db/client';
import type { GrantReader } from '../../platform/auth/grant-reader';
import { isUuid } from '../../platform/ids';
import { distinctIds, textFor } from './notice-answers';
import { viewerOf } from './notice-audience';
import { renderedNoticeBody } from './notice-markdown';
import { countUnreadNotices, filterVisibleNoticeIds, insertReads, listVisibleNotices } from './notices.repository';

/** The most announcements one list carries: the newest; the unread count covers them all. */
export const MY_NOTICES_MAX = 100;

const URGENT_FIRST = (a: MyNotice, b: MyNotice) => Number(isUnreadUrgent(b)) - Number(isUnreadUrgent(a));
const isUnreadUrgent = (notice: MyNotice) => notice.priority === 'urgent' && !notice.read;

/**
 * The caller's published, unexpired announcements in their language, newest first, except that
 * urgent ones they have not read come before everything else: those are what the top bar must
 * not let them miss.
 */
export async function queryMyNotices(
  db: DbOrTx,
  grants: GrantReader,
  userId: string,
  language: string,
  now: Date,
): Promise<MyNoticesAnswer> {
  const viewer = await viewerOf(db, grants, userId);
  const { rows, unread } = await listVisibleNotices(db, viewer, now, MY_NOTICES_MAX);
  const items = rows.map(({ notice, read }): MyNotice => {
    const text = textFor(notice.texts, language);
    return {
      id: notice.id,
      title: text.title,
      html: renderedNoticeBody(text.body),
      priority: notice.priority,
      publishedAt: (notice.publishedAt ?? notice.updatedAt).toISOString(),
      read,
    };
  });
  // A stable sort: newest first within each part.
  items.sort(URGENT_FIRST);
  return { items, unreadCount: unread };
}

/**
 * Marks the announcements read for the caller. Ids the caller cannot see (another audience's,
 * not published, expired, unknown) are passed over; reading one again keeps the first time, and
 * two calls at once record one receipt.
 */
export async function markNoticesRead(
  db: DbOrTx,
  grants: GrantReader,
  userId: string,
  ids: readonly string[],
  now: Date,
): Promise<{ unreadCount: number }> {
  const viewer = await viewerOf(db, grants, userId);
  const visible = await filterVisibleNoticeIds(db, viewer, now, distinctIds(ids).filter(isUuid));
  await insertReads(db, viewer.userId, visible, now);
  return { unreadCount: await countUnreadNotices(db, viewer, now) };
}
