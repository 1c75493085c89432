import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { integrationChannels } from '../channels/channels.table';

/** Where a message is in its delivery. */
export const OUTBOX_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Every message the integrations send (an e-mail, a robot's post, a plugin's call), one row per
 * message and recipient, written in the same transaction as what caused it and delivered by any
 * instance's worker (docs/adr/0013-delivery-outbox.md). The row is also the delivery's log:
 * status, attempts, the last error and the successful attempt's latency.
 */
export const integrationOutbox = pgTable(
  'integration_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The channel that sends it; its settings are read when the message is delivered. */
    channelId: uuid('channel_id')
      .notNull()
      .references(() => integrationChannels.id, { onDelete: 'cascade' }),
    /**
     * One per message and recipient: a second enqueue of the same key is ignored, and receivers
     * are given it (Idempotency-Key, Message-ID) so that a retried delivery is recognised.
     */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** Who it goes to, as the channel addresses them (a contact id, an address). */
    recipient: text('recipient').notNull(),
    /** What is sent, already rendered for the recipient's language. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    /** Attempts started, counted when a worker claims the message (a crash mid-attempt counts). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** Not before this (the back-off after a failed attempt). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The worker delivering it now, and until when its claim holds. */
    claimedBy: text('claimed_by'),
    claimExpiresAt: timestamp('claim_expires_at', { withTimezone: true }),
    /** Why the last attempt failed: a reason code and the detail for the operator (never a secret). */
    lastError: text('last_error'),
    latencyMs: integer('latency_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('integration_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('integration_outbox_channel_idx').on(t.channelId, t.createdAt),
    check('integration_outbox_status_check', sql`${t.status} in ('pending', 'sending', 'delivered', 'failed')`),
    check('integration_outbox_attempts_check', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);
