import type { DbOrTx } from '../db/client';
import { seedFrontEndSettings } from '../modules/individuation/individuation.service';

/**
 * Stores the default settings/branding file when none exists, so that a new installation has a
 * file for the Personalization page to edit. Reading works without it too: readFrontEndJsonFile
 * answers the same defaults when the row is absent.
 */
export async function seedSettingsDefaults(db: DbOrTx): Promise<void> {
  await seedFrontEndSettings(db);
}
