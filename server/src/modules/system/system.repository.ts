import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { systemSecrets } from './system.table';

export async function findSecret(db: DbOrTx, name: string): Promise<string | undefined> {
  const rows = await db
    .select({ value: systemSecrets.value })
    .from(systemSecrets)
    .where(eq(systemSecrets.name, name))
    .limit(1);
  return rows[0]?.value;
}

/** Stores the secret unless one of that name exists already (another instance may have won). */
export async function insertSecretIfAbsent(db: DbOrTx, name: string, value: string): Promise<void> {
  await db.insert(systemSecrets).values({ name, value }).onConflictDoNothing({ target: systemSecrets.name });
}
