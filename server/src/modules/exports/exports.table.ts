import type { CoreLanguage } from '@workbench/contracts';
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../access/users.table';

/** What an export task writes: the user list, the menu list of one application, or the event centre's filtered list. */
export const EXPORT_KINDS = ['users', 'menus', 'events'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/**
 * Background exports to .xlsx (docs/spec.md §4 "Download task status"). The file is a row of
 * export_files once the status is 10; tasks and files older than a week are removed.
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
    /**
     * While the task is unfinished, the instance that queued it renews this; once it has passed,
     * that instance is gone and any instance fails the task (ADR 0007). Null on tasks stored
     * before leases existed: those only time out.
     */
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('export_tasks_user_created_idx').on(t.userId, t.createdAt),
    index('export_tasks_created_at_idx').on(t.createdAt),
    check('export_tasks_status_check', sql`${t.status} in (0, 5, 10, 20, 30)`),
    check('export_tasks_kind_check', sql`${t.kind} in ('users', 'menus', 'events')`),
  ],
);

/** Raw bytes (PostgreSQL bytea) as a Node Buffer. */
const fileBytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The file of a finished export, in the database so that every instance can serve it (ADR
 * 0007). Stored in the same transaction that marks the task complete; goes with its task.
 */
export const exportFiles = pgTable(
  'export_files',
  {
    taskId: uuid('task_id')
      .primaryKey()
      .references(() => exportTasks.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: fileBytes('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('export_files_size_check', sql`${t.size} = octet_length(${t.bytes})`)],
);
