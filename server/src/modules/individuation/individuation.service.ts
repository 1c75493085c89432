import { type Settings, settingsSchema } from '@workbench/contracts';
import type { DbOrTx } from '../../db/client';
import { findSettingsFile, insertSettingsFileIfAbsent, upsertSettingsFile } from './individuation.repository';

/** Name of the settings_files row holding the portal's settings/branding file (docs/spec.md §3). */
export const FRONT_END_SETTINGS_FILE = 'frontEnd';

/**
 * What the portal gets before anyone has personalised it: every top-bar button, no optional
 * languages, the inactivity logout off, and the branding images the portal ships in /branding.
 */
export const DEFAULT_FRONT_END_SETTINGS: Settings = settingsSchema.parse({
  BackGroundPicture: '/branding/login-background.svg',
  TabIcon: '/branding/favicon.svg',
  sysIcon: '/branding/logo.svg',
  icon: '/branding/logo.svg',
  btnGroup: [1, 2, 3, 4, 5],
  MultiLanguages: [],
  userActivity: { enable: false, activityTime: 30 },
  homePage: 1,
});

export type SettingsWarning = (message: string, error: unknown) => void;

/**
 * The stored settings, each missing field filled with its default. A file that is not valid JSON
 * or breaks the schema gives the defaults (and a warning): the sign-in page must always render.
 */
export async function readFrontEndSettings(db: DbOrTx, warn?: SettingsWarning): Promise<Settings> {
  const content = await findSettingsFile(db, FRONT_END_SETTINGS_FILE);
  if (content === undefined) return DEFAULT_FRONT_END_SETTINGS;
  try {
    return settingsSchema.parse({ ...DEFAULT_FRONT_END_SETTINGS, ...JSON.parse(content) });
  } catch (error) {
    warn?.('stored front-end settings are unreadable; answering the defaults', error);
    return DEFAULT_FRONT_END_SETTINGS;
  }
}

/** readFrontEndJsonFile answers the settings as a JSON string (docs/spec.md §7), not as an object. */
export async function readFrontEndJsonFile(db: DbOrTx, warn?: SettingsWarning): Promise<string> {
  return JSON.stringify(await readFrontEndSettings(db, warn));
}

/** Stores the given settings as the front-end file unless one exists already. */
export async function seedFrontEndSettings(db: DbOrTx, settings: Settings = DEFAULT_FRONT_END_SETTINGS): Promise<void> {
  await insertSettingsFileIfAbsent(db, FRONT_END_SETTINGS_FILE, JSON.stringify(settingsSchema.parse(settings)));
}

/**
 * Stores the given settings unless someone has already personalised the file: an absent file or
 * one still holding exactly the defaults is replaced, anything else is left alone.
 */
export async function replaceDefaultFrontEndSettings(db: DbOrTx, settings: Settings): Promise<void> {
  const current = await findSettingsFile(db, FRONT_END_SETTINGS_FILE);
  if (current !== undefined && current !== JSON.stringify(DEFAULT_FRONT_END_SETTINGS)) return;
  await upsertSettingsFile(db, FRONT_END_SETTINGS_FILE, JSON.stringify(settingsSchema.parse(settings)));
}
