import { and, asc, desc, eq, exists, gt, inArray, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { NotificationRecord, NotificationTextRecord, StoredNotification } from './notification-message';
import {
  notificationRemovals,
  notifications,
  notificationTargetRoles,
  notificationTargetUsers,
  notificationTexts,
} from './notifications.table';

export type NewNotification = typeof notifications.$inferInsert;
export type NewNotificationText = Omit<typeof notificationTexts.$inferInsert, 'notificationId'>;

/** Stores a notification with its texts and targets; run inside a transaction. */
export async function insertNotification(
  tx: DbOrTx,
  notification: NewNotification,
  texts: readonly NewNotificationText[],
  userIds: readonly string[],
  roleIds: readonly string[],
): Promise<StoredNotification> {
  const [row] = await tx.insert(notifications).values(notification).returning();
  if (!row) throw new Error('the notification was not stored');
  const storedTexts = await tx
    .insert(notificationTexts)
    .values(texts.map((text) => ({ ...text, notificationId: row.id })))
    .returning();
  if (userIds.length > 0) {
    await tx.insert(notificationTargetUsers).values(userIds.map((userId) => ({ notificationId: row.id, userId })));
  }
  if (roleIds.length > 0) {
    await tx.insert(notificationTargetRoles).values(roleIds.map((roleId) => ({ notificationId: row.id, roleId })));
  }
  return { notification: row, texts: storedTexts };
}

/**
 * The notification is for the user: for everyone, listed by name, or listed by one of the roles
 * they hold now (`roleIds`, asked of the access module, which owns the memberships).
 */
function isForUser(db: DbOrTx, userId: string, roleIds: readonly string[]): SQL {
  const listedByName = db
    .select({ one: sql`1` })
    .from(notificationTargetUsers)
    .where(
      and(eq(notificationTargetUsers.notificationId, notifications.id), eq(notificationTargetUsers.userId, userId)),
    );
  if (roleIds.length === 0) return or(eq(notifications.forEveryone, true), exists(listedByName)) as SQL;
  const listedByRole = db
    .select({ one: sql`1` })
    .from(notificationTargetRoles)
    .where(
      and(
        eq(notificationTargetRoles.notificationId, notifications.id),
        inArray(notificationTargetRoles.roleId, [...roleIds]),
      ),
    );
  return or(eq(notifications.forEveryone, true), exists(listedByName), exists(listedByRole)) as SQL;
}

function isActiveAt(now: Date): SQL {
  return or(isNull(notifications.expiresAt), gt(notifications.expiresAt, now)) as SQL;
}

function notClosedBy(db: DbOrTx, userId: string): SQL {
  const closed = db
    .select({ one: sql`1` })
    .from(notificationRemovals)
    .where(and(eq(notificationRemovals.notificationId, notifications.id), eq(notificationRemovals.userId, userId)));
  return not(exists(closed));
}

/**
 * The user's active notifications they have not closed: the latest `limit`, oldest first (the
 * order they were raised in, which is the order pop-ups stack up in).
 */
export async function listActiveForUser(
  db: DbOrTx,
  userId: string,
  roleIds: readonly string[],
  now: Date,
  limit: number,
): Promise<StoredNotification[]> {
  const latest = await db
    .select()
    .from(notifications)
    .where(and(isActiveAt(now), isForUser(db, userId, roleIds), notClosedBy(db, userId)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  const rows = latest.reverse();
  const texts = await listTexts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((notification) => ({
    notification,
    texts: texts.filter((text) => text.notificationId === notification.id),
  }));
}

async function listTexts(db: DbOrTx, ids: readonly string[]): Promise<NotificationTextRecord[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(notificationTexts)
    .where(inArray(notificationTexts.notificationId, [...ids]))
    .orderBy(asc(notificationTexts.language));
}

/** The notification when it exists and is for the user (expired or not); undefined otherwise. */
export async function findNotificationForUser(
  db: DbOrTx,
  userId: string,
  roleIds: readonly string[],
  id: string,
): Promise<NotificationRecord | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), isForUser(db, userId, roleIds)))
    .limit(1);
  return row;
}

/** Records that the user closed the notification; closing it again changes nothing. */
export async function insertRemoval(db: DbOrTx, notificationId: string, userId: string): Promise<void> {
  await db.insert(notificationRemovals).values({ notificationId, userId }).onConflictDoNothing();
}
