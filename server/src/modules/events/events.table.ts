import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applications, dataPermissions, dbInstances } from '../catalogue/applications/applications.table';

/** A title or message as stored: one text per language, or under `any` one for every language. */
export type StoredEventText = Partial<Record<string, string>>;

/**
 * The machines and systems that raise events (docs/adr/0022-events.md): each with a key of its
 * own, stored only as a SHA-256 hash (the key is 32 random bytes, so a slow hash would add nothing
 * but cost per event), limited to the applications it names, revocable.
 */
export const eventSources = pgTable(
  'event_sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    keyPrefix: text('key_prefix').notNull(),
    applicationIds: jsonb('application_ids').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('event_sources_key_hash_key').on(t.keyHash), uniqueIndex('event_sources_name_key').on(t.name)],
);

/**
 * One row per event. A repeat of an open (unresolved) event with the same key is counted on its
 * row — the partial unique index makes that hold under concurrent repeats on every instance.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventKey: text('event_key').notNull(),
    type: integer('type').notNull(),
    category: text('category').notNull(),
    title: jsonb('title').$type<StoredEventText>().notNull(),
    message: jsonb('message').$type<StoredEventText>().notNull(),
    details: jsonb('details').$type<{ Key: string; Value: string }[]>().notNull().default([]),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    dbInstanceId: uuid('db_instance_id').references(() => dbInstances.id, { onDelete: 'set null' }),
    dataPermissionId: uuid('data_permission_id').references(() => dataPermissions.id, { onDelete: 'set null' }),
    device: text('device').notNull().default(''),
    sourceId: uuid('source_id').references(() => eventSources.id, { onDelete: 'set null' }),
    sourceName: text('source_name').notNull().default(''),
    firstOccurredAt: timestamp('first_occurred_at', { withTimezone: true }).notNull(),
    lastOccurredAt: timestamp('last_occurred_at', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(1),
    returnedToNormalAt: timestamp('returned_to_normal_at', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: uuid('acknowledged_by'),
    acknowledgedByName: text('acknowledged_by_name').notNull().default(''),
    acknowledgeComment: text('acknowledge_comment').notNull().default(''),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by'),
    resolvedByName: text('resolved_by_name').notNull().default(''),
    resolveComment: text('resolve_comment').notNull().default(''),
    /** Who takes care of it: a user, named as when assigned (the name stays if the account goes). */
    assigneeId: uuid('assignee_id'),
    assigneeName: text('assignee_name').notNull().default(''),
    /** Shelved until then, its pop-ups and escalations held back; past it, the event is no longer shelved. */
    shelvedUntil: timestamp('shelved_until', { withTimezone: true }),
    shelveReason: text('shelve_reason').notNull().default(''),
    shelvedByName: text('shelved_by_name').notNull().default(''),
    /**
     * What the list's text filter looks in, kept as plain text beside the row: searching the JSON
     * texts themselves rendered every row's JSON again on each search.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`title::text || ' ' || message::text || ' ' || event_key || ' ' || category || ' ' || device`,
      ),
  },
  (t) => [
    uniqueIndex('events_open_key_idx').on(t.eventKey).where(sql`${t.resolvedAt} is null`),
    index('events_last_occurred_idx').on(t.lastOccurredAt),
    index('events_application_idx').on(t.applicationId, t.lastOccurredAt),
    // The list's order (unacknowledged first, then the latest), read backwards: a page is the
    // index's next 20 entries instead of a sort of every event the filter lets through.
    index('events_list_order_idx').on(sql`(${t.acknowledgedAt} is null)`, t.lastOccurredAt, t.id),
    // The counts per type, each a range of this index within the filter's time range.
    index('events_type_occurred_idx').on(t.type, t.lastOccurredAt),
    check('events_type_check', sql`${t.type} between 0 and 4`),
  ],
);

/** Everything done to an event and sent for it, in order. */
export const eventTimeline = pgTable(
  'event_timeline',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').notNull(),
    userId: uuid('user_id'),
    userName: text('user_name').notNull().default(''),
    comment: text('comment').notNull().default(''),
    /**
     * A comment the service wrote (who was notified, by which channel, with what outcome): shown in
     * the reader's language from this message and its values; `comment` holds it in English.
     */
    messageKey: text('message_key'),
    messageParams: jsonb('message_params').$type<Record<string, string | number>>(),
  },
  (t) => [index('event_timeline_event_idx').on(t.eventId, t.at)],
);
