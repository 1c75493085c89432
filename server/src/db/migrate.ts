import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { MIGRATIONS_DIR } from '../server-root';
import type { Database, Schema } from './client';

/**
 * Applies the committed migrations in server/drizzle that the database has not seen yet.
 * Drizzle records applied ones in drizzle.__drizzle_migrations, so running it again is a no-op,
 * and on PostgreSQL it takes a lock so that instances starting together do not race.
 */
export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  // The Db type hides the driver; each migrator wants its own driver's database type, and only the
  // one of the engine in use is loaded.
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as PgliteDatabase<Schema>, config);
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as NodePgDatabase<Schema>, config);
  }
}
