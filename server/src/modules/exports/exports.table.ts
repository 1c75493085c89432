import type { CoreLanguage } from '@workbench/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.table';

/** What an export task writes: the user list, or the menu list of one application. */
export const EXPORT_KINDS = ['users', 'menus'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/**
 * Background exports to .xlsx (SPEC §4 "Download task status"). The file lives at
 * DATA_DIR/exports/<id>.xlsx once the status is 10; tasks and files older than a week are removed.
 */
export const exportTasks = pgTable(
  'export_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: EXPORT_KINDS }).notNull(),
    /** The language the workbook is written in: the requester's at the time of the request. */
    language: text('language').$type<CoreLanguage>().notNull(),
    /** Menu exports: the application's name per language, kept for the file name. */
    subjectNames: jsonb('subject_names').$type<Partial<Record<CoreLanguage, string>>>(),
    /** DOWNLOAD_TASK_STATUS: 0 preparing, 5 exporting, 10 complete, 20 failed, 30 timed out. */
    status: integer('status').notNull().default(0),
    /** Why it failed, for the operator's log; never shown to the user. */
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('export_tasks_user_created_idx').on(t.userId, t.createdAt),
    index('export_tasks_created_at_idx').on(t.createdAt),
    check('export_tasks_status_check', sql`${t.status} in (0, 5, 10, 20, 30)`),
    check('export_tasks_kind_check', sql`${t.kind} in ('users', 'menus')`),
  ],
);
