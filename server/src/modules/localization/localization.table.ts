import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Front-end dictionary entries served to the portal (merged over its own dictionaries). */
export const localizationEntries = pgTable(
  'localization_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceType: text('service_type', { enum: ['Web', 'Print', 'Common'] }).notNull(),
    language: text('language').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('localization_entries_key').on(t.serviceType, t.language, t.key)],
);
