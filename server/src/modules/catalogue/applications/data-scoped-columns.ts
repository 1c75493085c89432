import { uuid } from 'drizzle-orm/pg-core';
import { dataPermissions, dbInstances } from './applications.table';

/**
 * The columns every plant-data row starts with: its id, the sub-system (database instance) it
 * belongs to and the data permission (warehouse, line, plant area) of that sub-system that scopes
 * it. Deleting either deletes the row. `pageInDataPermissionScope` pages tables of this shape.
 * A function, because each table needs column builders of its own.
 */
export function dataScopedColumns() {
  return {
    id: uuid('id').primaryKey().defaultRandom(),
    dbInstanceId: uuid('db_instance_id')
      .notNull()
      .references(() => dbInstances.id, { onDelete: 'cascade' }),
    dataPermissionId: uuid('data_permission_id')
      .notNull()
      .references(() => dataPermissions.id, { onDelete: 'cascade' }),
  };
}
