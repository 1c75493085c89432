import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../access/users.table';
import { applications } from '../catalogue/applications/applications.table';
import { menus } from '../catalogue/menus/menus.table';

/**
 * A user's favourites tree for one application and sub-system: collected pages and folders
 * (folders are Module entries with a name of their own). dbId '' means "no sub-system".
 */
export const userFavourites = pgTable(
  'user_favourites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    dbId: text('db_id').notNull().default(''),
    menuId: uuid('menu_id').references(() => menus.id, { onDelete: 'cascade' }),
    menuType: text('menu_type', { enum: ['Module', 'Page'] }).notNull(),
    folderName: text('folder_name'),
    parentId: uuid('parent_id').references((): AnyPgColumn => userFavourites.id, { onDelete: 'cascade' }),
    orderNo: integer('order_no').notNull().default(0),
  },
  (t) => [
    index('user_favourites_owner_idx').on(t.userId, t.applicationId, t.dbId),
    uniqueIndex('user_favourites_page_key')
      .on(t.userId, t.applicationId, t.dbId, t.menuId)
      .where(sql`${t.menuId} is not null`),
    uniqueIndex('user_favourites_folder_key')
      .on(t.userId, t.applicationId, t.dbId, sql`lower(${t.folderName})`)
      .where(sql`${t.menuType} = 'Module'`),
  ],
);

/** Which side-menu tab opens first (docs/spec.md §4: 0 function menu, 1 favourites). */
export const userMenuPreferences = pgTable(
  'user_menu_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    dbId: text('db_id').notNull().default(''),
    firstPickMenu: integer('first_pick_menu').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.applicationId, t.dbId] })],
);
