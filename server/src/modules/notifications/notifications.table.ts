import type { NotificationRow } from '@workbench/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { roles } from '../access/roles.table';
import { users } from '../access/users.table';

/*
 * Pop-up notifications (docs/spec.md §2 "Notification pop-ups", §4 type codes). A notification is stored
 * once with its display settings, its words per language, whom it is for, and which users have
 * closed it. It is active until it expires; each user sees it until they close it.
 */

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 0 fire alarm, 1 severe, 2 warning, 3 message, 4 reminder. */
    type: integer('type').notNull(),
    position: integer('position').notNull().default(3),
    showType: integer('show_type').notNull().default(1),
    popUpStyle: integer('pop_up_style'),
    width: integer('width'),
    height: integer('height'),
    link: text('link'),
    linkName: text('link_name'),
    /** Seconds on screen, -1 until closed; null: the portal's default for the type. */
    durationSeconds: integer('duration_seconds'),
    headerBgColor: text('header_bg_color'),
    /** For every user; otherwise for the users and roles listed beside it. */
    forEveryone: boolean('for_everyone').notNull().default(false),
    /** Who raised it; null when the service itself did (the event centre) or the user was removed. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: active until every user has closed it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_created_at_idx').on(t.createdAt),
    check('notifications_type_check', sql`${t.type} between 0 and 4`),
    check('notifications_position_check', sql`${t.position} between 1 and 5`),
  ],
);

/** A notification's words in one of the core languages; rows are stored as the hubs send them. */
export const notificationTexts = pgTable(
  'notification_texts',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    msg: jsonb('msg').$type<NotificationRow[]>().notNull(),
    /** Fire alarms: the rows listed in the Fire Alarm box. */
    notificationMsg: jsonb('notification_msg').$type<NotificationRow[]>(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.language] }),
    check('notification_texts_language_check', sql`${t.language} in ('zh-Hans', 'en', 'de-DE')`),
  ],
);

export const notificationTargetUsers = pgTable(
  'notification_target_users',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.userId] }),
    index('notification_target_users_user_idx').on(t.userId),
  ],
);

export const notificationTargetRoles = pgTable(
  'notification_target_roles',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.roleId] }),
    index('notification_target_roles_role_idx').on(t.roleId),
  ],
);

/** A user closed the notification: it is no longer shown to them, on any device. */
export const notificationRemovals = pgTable(
  'notification_removals',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] })],
);
