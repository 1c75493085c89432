import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { CardNumbers } from '../modules/access/card-numbers';
import { applications } from '../modules/catalogue/applications/applications.table';
import { DEMO_APPLICATIONS } from './demo-catalogue';
import { type DemoIds, insertDemoCatalogue } from './demo-catalogue-writer';
import { relinkDemoDocuments } from './demo-documents-writer';
import { insertDemoEvents, seedDemoEvents } from './demo-events-writer';
import { insertDemoIntegrations, seedDemoIntegrations } from './demo-integrations-writer';
import { insertDemoMaintenance, seedDemoMaintenance } from './demo-maintenance-writer';
import { insertDemoMes, seedDemoMes } from './demo-mes-writer';
import { hashDemoPasswords, insertDemoPeople } from './demo-people-writer';
import { insertDemoLocalization, insertDemoSettings } from './demo-settings-writer';
import { insertDemoWarehouse, seedDemoWarehouse } from './demo-warehouse-writer';

/** True once the demo applications are in: the seed then leaves the database alone. */
async function demoPlantExists(db: DbOrTx): Promise<boolean> {
  const names = DEMO_APPLICATIONS.map((app) => app.displayName);
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(inArray(applications.displayName, names))
    .limit(1);
  return rows.length > 0;
}

/**
 * Loads the demo plant (two sites, five applications with their menus and sub-systems, roles,
 * the supervisor and operator accounts, warehouses, dictionaries, branding settings, the WMS's
 * stock and inbound orders, a disabled example channel of each kind of system integration, and
 * event sources, contacts and strategies)
 * into a database that has the bootstrap's admin account. Does nothing
 * when the demo is already there, except adding the WMS rows to a demo plant older than them.
 * Everything is written in one transaction: a failed seed leaves no half plant behind.
 * The installation key is needed only when the plant is new: the demo people's badges are stored
 * as keyed hashes like any other card.
 */
export async function seedDemoPlant(db: Db, installationKey?: Buffer): Promise<void> {
  if (await demoPlantExists(db)) {
    await seedDemoWarehouse(db);
    await seedDemoMes(db);
    await seedDemoMaintenance(db);
    await seedDemoIntegrations(db);
    await seedDemoEvents(db);
    await relinkDemoDocuments(db);
    return;
  }
  if (!installationKey) throw new Error('a new demo plant needs the installation key to store its badges');
  const cards = CardNumbers.fromInstallationKey(installationKey);
  // Hashing is slow on purpose (argon2id); do it before the transaction holds any locks.
  const passwordHashes = await hashDemoPasswords();
  await db.transaction(async (tx) => {
    // Checked again inside: two instances starting on one new database must not both seed.
    if (await demoPlantExists(tx)) return;
    const ids: DemoIds = await insertDemoCatalogue(tx, randomUUID);
    await insertDemoPeople(tx, ids, passwordHashes, cards);
    await insertDemoLocalization(tx);
    await insertDemoSettings(tx);
    await insertDemoWarehouse(tx);
    await insertDemoMes(tx);
    await insertDemoMaintenance(tx);
    await insertDemoIntegrations(tx);
    await insertDemoEvents(tx);
  });
}
