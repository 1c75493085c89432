import type { NoticePriority, NoticeState } from '@workbench/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../access/users.table';

/** One language's words of an announcement: a title and a Markdown body. */
export interface StoredNoticeText {
  title: string;
  body: string;
}

/*
 * Announcements (docs/spec.md §2 `/Notice`). The audience is kept as lists of ids on the notice,
 * not as foreign keys: a role, user or application deleted later simply names nobody, and who is
 * in a role or holds an application is asked of the access module when it matters.
 */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Per core language: `{title, body}`; languages left empty are absent. */
    texts: jsonb('texts').$type<Record<string, StoredNoticeText>>().notNull(),
    priority: text('priority').$type<NoticePriority>().notNull().default('normal'),
    forEveryone: boolean('for_everyone').notNull().default(false),
    roleIds: text('role_ids').array().notNull().default(sql`'{}'::text[]`),
    userIds: text('user_ids').array().notNull().default(sql`'{}'::text[]`),
    applicationIds: text('application_ids').array().notNull().default(sql`'{}'::text[]`),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    state: text('state').$type<NoticeState>().notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** Who wrote it; the name is kept as it read then, the account may go. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notices_state_idx').on(t.state, t.publishedAt),
    index('notices_created_at_idx').on(t.createdAt),
    check('notices_priority_check', sql`${t.priority} in ('normal', 'important', 'urgent')`),
    check('notices_state_check', sql`${t.state} in ('draft', 'scheduled', 'published', 'expired', 'withdrawn')`),
  ],
);

/** Read receipts: a user has read an announcement (once; reading again keeps the first time). */
export const noticeReads = pgTable(
  'notice_reads',
  {
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] }), index('notice_reads_user_idx').on(t.userId)],
);
