import type { ChannelKind } from '@workbench/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The system integrations' channels (docs/spec.md §2): an SMTP server, a chat robot, a plugin's
 * address. `settings` holds what the editor shows; the channel's secrets (the SMTP password, a
 * signing secret) are in `sealedSecrets`, sealed by the installation's secret box and bound to
 * the channel, never in `settings` and never in an answer.
 */
export const integrationChannels = pgTable(
  'integration_channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ChannelKind>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(false),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    /** Secret name → sealed value (secret-box.ts); names only of secrets that are set. */
    sealedSecrets: jsonb('sealed_secrets').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('integration_channels_kind_idx').on(t.kind, t.name),
    check('integration_channels_kind_check', sql`${t.kind} in ('email', 'robot', 'plugin')`),
  ],
);
