import type { AuditAction, AuditResource } from '@workbench/contracts';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every administrative change: who made it, when, to what, and the record before and after.
 * Written in the same transaction as the change, so a change without its record cannot exist.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The acting account. Not a foreign key, like `resourceId`: the log is history and outlives
     * what it names, and the audit module sits below the accounts (server/src/modules/README.md).
     */
    actorId: uuid('actor_id'),
    actorUserName: text('actor_user_name').notNull(),
    resource: text('resource').$type<AuditResource>().notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    /** Not a foreign key: the record may since have been deleted. */
    resourceId: text('resource_id'),
    resourceName: text('resource_name').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_time_idx').on(t.time),
    index('audit_log_resource_idx').on(t.resource, t.resourceId),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);
