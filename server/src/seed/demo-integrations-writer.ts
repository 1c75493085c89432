import type { Db, DbOrTx } from '../db/client';
import { integrationChannels } from '../modules/integrations/channels/channels.table';
import { DEMO_EMAIL_CHANNEL, DEMO_PLUGIN_CHANNEL, DEMO_ROBOT_CHANNEL } from './demo-integrations';

/** The example channels, disabled, without secrets (the local catchers ask for none). */
export async function insertDemoIntegrations(db: DbOrTx): Promise<void> {
  await db.insert(integrationChannels).values([
    { kind: 'email', enabled: false, ...DEMO_EMAIL_CHANNEL },
    { kind: 'robot', enabled: false, ...DEMO_ROBOT_CHANNEL },
    { kind: 'plugin', enabled: false, ...DEMO_PLUGIN_CHANNEL },
  ]);
}

/** For a demo database created before the integrations existed: adds the examples once. */
export async function seedDemoIntegrations(db: Db): Promise<void> {
  const [any] = await db.select({ id: integrationChannels.id }).from(integrationChannels).limit(1);
  if (any) return;
  await db.transaction((tx) => insertDemoIntegrations(tx));
}
