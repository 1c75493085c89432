import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../../../db/bytea';

export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tagName: text('tag_name').notNull(),
    order: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('tags_tag_name_key').on(t.tagName)],
);

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Chinese name. */
    displayName: text('display_name').notNull(),
    enName: text('en_name').notNull().default(''),
    /** German name. */
    aliasName: text('alias_name').notNull().default(''),
    applicationLogo: text('application_logo').notNull().default(''),
    applicationUrl: text('application_url').notNull().default(''),
    applicationPlatform: text('application_platform').notNull().default('Web'),
    specialLeadTagId: uuid('special_lead_tag_id').references(() => tags.id, { onDelete: 'set null' }),
    /** 1 opens in the portal, otherwise a new browser tab. */
    switchMethod: integer('switch_method').notNull().default(1),
    /** 0 integrated as a sub-application, otherwise embedded by address. */
    integrationMethod: integer('integration_method').notNull().default(0),
    order: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_display_name_key').on(t.displayName),
    index('applications_tag_idx').on(t.specialLeadTagId),
  ],
);

/** Documents offered in the top bar's documents list. */
export const applicationFiles = pgTable('application_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  applicationId: uuid('application_id')
    .notNull()
    .references(() => applications.id, { onDelete: 'cascade' }),
  fileTitle: text('file_title').notNull(),
  fileUrl: text('file_url').notNull(),
  order: integer('sort_order').notNull().default(0),
});

/** A database instance (sub-system) of an application. */
export const dbInstances = pgTable(
  'db_instances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    displayName: text('display_name').notNull(),
    order: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('db_instances_app_code_key').on(t.applicationId, t.code)],
);

export const dataPermissions = pgTable(
  'data_permissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dbInstanceId: uuid('db_instance_id')
      .notNull()
      .references(() => dbInstances.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    displayName: text('display_name').notNull(),
    order: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('data_permissions_instance_code_key').on(t.dbInstanceId, t.code)],
);

/**
 * Uploaded application logos, kept in the database so every instance serves them. The file name
 * in the logo's address is `<id>.<extension>`; an SVG is stored only after sanitising.
 */
export const applicationLogos = pgTable('application_logos', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
