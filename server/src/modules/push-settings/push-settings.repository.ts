import type { PushSetting } from '@workbench/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pushSettingDefaults, pushSettings } from './push-settings.table';

export type PushSettingRow = typeof pushSettings.$inferSelect;
export type PushSettingDefaultsRow = typeof pushSettingDefaults.$inferSelect;

/** The user's own row and the defaults' row, in one read. */
export async function findOwnAndDefaults(
  db: DbOrTx,
  userId: string,
): Promise<{ own: PushSettingRow | undefined; defaults: PushSettingDefaultsRow | undefined }> {
  const rows = await readSettingsOf(db, [userId]);
  const own = rows.find((row) => row.userId !== null);
  const defaults = rows.find((row) => row.userId === null);
  return {
    own: own ? { userId: own.userId as string, setting: own.setting, updatedAt: own.updatedAt } : undefined,
    defaults: defaults
      ? { id: 1, setting: defaults.setting, updatedAt: defaults.updatedAt, updatedByName: defaults.updatedByName }
      : undefined,
  };
}

/**
 * The own settings of these users and the defaults, as one statement: the users' rows, then the
 * defaults' row (userId null) if an administrator has set them.
 */
export async function readSettingsOf(db: DbOrTx, userIds: readonly string[]) {
  const own = db
    .select({
      userId: sql<string | null>`${pushSettings.userId}::text`.as('user_id'),
      setting: pushSettings.setting,
      updatedAt: pushSettings.updatedAt,
      updatedByName: sql<string>`''`.as('updated_by_name'),
    })
    .from(pushSettings)
    .where(userIds.length > 0 ? inArray(pushSettings.userId, [...userIds]) : sql`false`);
  const defaults = db
    .select({
      userId: sql<string | null>`null::text`.as('user_id'),
      setting: pushSettingDefaults.setting,
      updatedAt: pushSettingDefaults.updatedAt,
      updatedByName: pushSettingDefaults.updatedByName,
    })
    .from(pushSettingDefaults);
  const rows = await own.unionAll(defaults);
  return rows.map((row) => ({ ...row, updatedAt: new Date(row.updatedAt) }));
}

/** Writes the user's setting: one row per user, whichever of several concurrent saves lands last. */
export async function upsertOwnSetting(db: DbOrTx, userId: string, setting: PushSetting): Promise<PushSettingRow> {
  const now = new Date();
  const [row] = await db
    .insert(pushSettings)
    .values({ userId, setting, updatedAt: now })
    .onConflictDoUpdate({ target: pushSettings.userId, set: { setting, updatedAt: now } })
    .returning();
  if (!row) throw new Error('the push setting upsert returned no row');
  return row;
}

export async function deleteOwnSetting(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(pushSettings).where(eq(pushSettings.userId, userId));
}

export async function findDefaults(db: DbOrTx): Promise<PushSettingDefaultsRow | undefined> {
  const [row] = await db.select().from(pushSettingDefaults).where(eq(pushSettingDefaults.id, 1));
  return row;
}

export async function upsertDefaults(
  db: DbOrTx,
  setting: PushSetting,
  updatedByName: string,
): Promise<PushSettingDefaultsRow> {
  const now = new Date();
  const [row] = await db
    .insert(pushSettingDefaults)
    .values({ id: 1, setting, updatedAt: now, updatedByName })
    .onConflictDoUpdate({ target: pushSettingDefaults.id, set: { setting, updatedAt: now, updatedByName } })
    .returning();
  if (!row) throw new Error('the push defaults upsert returned no row');
  return row;
}
