import type { CoreLanguage } from '@workbench/contracts';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../access/users.table';

/**
 * The integrations' address book (docs/spec.md §2 `/ContactsChannel`). Groups are names kept on
 * each contact: a group is everyone who carries its name.
 */
export const integrationContacts = pgTable(
  'integration_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** The chat robot's user id, for @mentions. */
    mentionId: text('mention_id'),
    language: text('language').$type<CoreLanguage>().notNull(),
    groups: text('groups').array().notNull().default(sql`'{}'::text[]`),
    /** The portal user it was imported from; importing again refreshes the contact. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('integration_contacts_name_idx').on(sql`lower(${t.name})`),
    uniqueIndex('integration_contacts_user_idx').on(t.userId),
  ],
);
