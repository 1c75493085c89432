import { type AnyPgColumn, boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { applications } from '../applications/applications.table';

/** The menu tree of an application: Service → Module → Page. */
export const menus = pgTable(
  'menus',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => menus.id, { onDelete: 'cascade' }),
    menuType: text('menu_type', { enum: ['Service', 'Module', 'Page'] }).notNull(),
    menuCode: text('menu_code').notNull(),
    menuName: text('menu_name').notNull(),
    menuNameEn: text('menu_name_en').notNull().default(''),
    menuNameAlias: text('menu_name_alias').notNull().default(''),
    webClientRoute: text('web_client_route').notNull().default(''),
    path: text('path').notNull().default(''),
    icon: text('icon').notNull().default(''),
    pageType: integer('page_type').notNull().default(0),
    keepAliveFlag: boolean('keep_alive_flag').notNull().default(false),
    isPda: boolean('is_pda').notNull().default(false),
    order: integer('sort_order').notNull().default(0),
  },
  (t) => [index('menus_application_idx').on(t.applicationId), index('menus_parent_idx').on(t.parentId)],
);
