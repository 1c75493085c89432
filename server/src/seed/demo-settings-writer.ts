import type { DbOrTx } from '../db/client';
import {
  DEFAULT_FRONT_END_SETTINGS,
  replaceDefaultFrontEndSettings,
} from '../modules/individuation/individuation.service';
import { localizationEntries } from '../modules/localization/localization.table';
import { DEMO_TERMS } from './demo-localization';

/** The plant's dictionary entries in zh-Hans, en and de-DE; keys an administrator already set stay. */
export async function insertDemoLocalization(db: DbOrTx): Promise<void> {
  const rows = DEMO_TERMS.flatMap((term) => [
    { serviceType: term.serviceType, language: 'zh-Hans', key: term.key, value: term.zh },
    { serviceType: term.serviceType, language: 'en', key: term.key, value: term.en },
    { serviceType: term.serviceType, language: 'de-DE', key: term.key, value: term.de },
  ]);
  await db.insert(localizationEntries).values(rows).onConflictDoNothing();
}

/**
 * The demo's branding: the defaults plus the inactivity logout after 30 minutes, as a plant
 * would run shared terminals. Left alone if an administrator has personalised the file already.
 */
export async function insertDemoSettings(db: DbOrTx): Promise<void> {
  await replaceDefaultFrontEndSettings(db, {
    ...DEFAULT_FRONT_END_SETTINGS,
    userActivity: { enable: true, activityTime: 30 },
    homePage: 1,
  });
}
