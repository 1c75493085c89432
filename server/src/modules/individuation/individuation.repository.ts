import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { settingsFiles } from './individuation.table';

export async function findSettingsFile(db: DbOrTx, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ content: settingsFiles.content })
    .from(settingsFiles)
    .where(eq(settingsFiles.name, name));
  return row?.content;
}

/** Writes the file unless it already exists: defaults never overwrite what an administrator saved. */
export async function insertSettingsFileIfAbsent(db: DbOrTx, name: string, content: string): Promise<void> {
  await db.insert(settingsFiles).values({ name, content }).onConflictDoNothing();
}

export async function upsertSettingsFile(db: DbOrTx, name: string, content: string): Promise<void> {
  await db
    .insert(settingsFiles)
    .values({ name, content })
    .onConflictDoUpdate({ target: settingsFiles.name, set: { content, updatedAt: new Date() } });
}
