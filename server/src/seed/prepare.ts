import type { Config } from '../config';
import type { Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { upgradePlainCardNumbers } from '../modules/access/card-number-upgrade';
import { forgetPlainCardFailures } from '../modules/identity/sign-in-throttle.service';
import { loadInstallationKey } from '../platform/secrets/installation-key';
import { bootstrapAdmin } from './admin-bootstrap';
import { seedDemoPlant } from './demo-plant';

/**
 * Brings a database up to date: committed migrations, card numbers of earlier versions hashed
 * (the migration cannot: the key is not in the database), the admin account, and the demo plant
 * when asked for. Each step does nothing when it has already been done, so every start runs it.
 * `installationKey` is the one the app loaded; without it (the process that only creates an
 * embedded database) it is loaded here, from the same configuration.
 */
export async function prepareDatabase(database: Database, config: Config, installationKey?: Buffer): Promise<void> {
  const key = installationKey ?? (await loadInstallationKey(config.integrations.secretsKey, config.dataDir));
  await runMigrations(database);
  await upgradePlainCardNumbers(database.db, key);
  await forgetPlainCardFailures(database.db);
  await bootstrapAdmin(database.db, config.adminPassword);
  if (config.seedDemo) await seedDemoPlant(database.db, key);
}
