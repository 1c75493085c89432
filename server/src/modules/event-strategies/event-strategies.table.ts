import type { StrategyEscalationStep, StrategyMatch, StrategyMessage, StrategyPopUp } from '@workbench/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from '../events/events.table';

/**
 * Event strategies (docs/adr/0023-event-strategies.md): what each takes, whom it tells and how,
 * its escalation steps and throttle, in the administrators' order.
 */
export const eventStrategies = pgTable(
  'event_strategies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull(),
    match: jsonb('match').$type<StrategyMatch>().notNull(),
    popUp: jsonb('pop_up').$type<StrategyPopUp | null>(),
    messages: jsonb('messages').$type<StrategyMessage[]>().notNull().default([]),
    escalation: jsonb('escalation').$type<StrategyEscalationStep[]>().notNull().default([]),
    throttleMinutes: integer('throttle_minutes').notNull().default(0),
    stopFurther: boolean('stop_further').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('event_strategies_order_idx').on(t.sortOrder),
    check('event_strategies_throttle_check', sql`${t.throttleMinutes} >= 0`),
  ],
);

/**
 * The claim that one raise (or repeat: the event's count) is dispatched once across the
 * instances: every instance hears `event.raised`, the one whose insert lands dispatches it.
 */
export const eventStrategyDispatches = pgTable(
  'event_strategy_dispatches',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    occurrence: integer('occurrence').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.occurrence] }),
    index('event_strategy_dispatches_claimed_idx').on(t.claimedAt),
  ],
);

/** When a strategy last sent for an event key: its throttle. */
export const eventStrategyThrottle = pgTable(
  'event_strategy_throttle',
  {
    strategyId: uuid('strategy_id')
      .notNull()
      .references(() => eventStrategies.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.strategyId, t.eventKey] })],
);

/**
 * An escalation step due for an event: sent once when due, by the instance that claims it
 * (`claimedUntil`: a claim whose instance stopped runs out and is taken again), or stopped when
 * the event was acknowledged or resolved by then.
 */
export const eventStrategyEscalations = pgTable(
  'event_strategy_escalations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    strategyId: uuid('strategy_id')
      .notNull()
      .references(() => eventStrategies.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** sent, stopped (acknowledged or resolved), gone (the strategy or its step no longer exists or is disabled). */
    outcome: text('outcome'),
  },
  (t) => [
    index('event_strategy_escalations_due_idx').on(t.dueAt).where(sql`${t.doneAt} is null`),
    index('event_strategy_escalations_event_idx').on(t.eventId),
    // One row per event, strategy and step: a repeat of the event does not start its escalation again.
    uniqueIndex('event_strategy_escalations_step_key').on(t.eventId, t.strategyId, t.step),
  ],
);
