import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../server-root';
import type { Database, Schema } from './client';

/**
 * Applies the committed migrations in server/drizzle that the database has not seen yet.
 * Drizzle records applied ones in drizzle.__drizzle_migrations, so running it again is a no-op,
 * and on PostgreSQL it takes a lock so that instances starting together do not race.
 */
export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  // The Db type hides the driver; each migrator wants its own driver's database type.
  if (database.kind === 'pglite') await migratePglite(database.db as PgliteDatabase<Schema>, config);
  else await migratePostgres(database.db as NodePgDatabase<Schema>, config);
}
