import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Secrets generated once per installation (e.g. the token signing key), shared by every instance. */
export const systemSecrets = pgTable('system_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
