import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Personalization files; "frontEnd" holds the settings/branding JSON of docs/spec.md §3. */
export const settingsFiles = pgTable('settings_files', {
  name: text('name').primaryKey(),
  content: text('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
