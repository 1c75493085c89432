import type { Config } from '../config';
import type { Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { bootstrapAdmin } from './admin-bootstrap';
import { seedDemoPlant } from './demo-plant';

/**
 * Brings a database up to date: committed migrations, the admin account, and the demo plant when
 * asked for. Each step does nothing when it has already been done, so every start runs it.
 */
export async function prepareDatabase(database: Database, config: Config): Promise<void> {
  await runMigrations(database);
  await bootstrapAdmin(database.db, config.adminPassword);
  if (config.seedDemo) await seedDemoPlant(database.db);
}
