import type { PushSetting } from '@workbench/contracts';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../access/users.table';

/**
 * Each user's own push setting (docs/adr/0024-push-settings.md): one row per user, written by one
 * upsert, so concurrent saves of one user leave one row. A user without a row has the defaults.
 */
export const pushSettings = pgTable('push_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  setting: jsonb('setting').$type<PushSetting>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The administrators' defaults: at most one row (id 1); without it the built-in defaults apply. */
export const pushSettingDefaults = pgTable(
  'push_setting_defaults',
  {
    id: integer('id').primaryKey().default(1),
    setting: jsonb('setting').$type<PushSetting>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedByName: text('updated_by_name').notNull().default(''),
  },
  (t) => [check('push_setting_defaults_one_row', sql`${t.id} = 1`)],
);
