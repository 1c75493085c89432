import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { findSecret, insertSecretIfAbsent } from './system.repository';

/**
 * A random secret generated the first time it is asked for and kept in the database, so that
 * every instance on the same database uses the same one and restarts keep it. Never a constant.
 */
export async function getOrCreateSecret(db: DbOrTx, name: string, bytes = 32): Promise<Buffer> {
  const existing = await findSecret(db, name);
  if (existing) return Buffer.from(existing, 'base64url');
  await insertSecretIfAbsent(db, name, randomBytes(bytes).toString('base64url'));
  // Read back: when two instances start together, the one whose insert lost uses the winner's.
  const stored = await findSecret(db, name);
  if (!stored) throw new Error(`The system secret "${name}" could not be stored`);
  return Buffer.from(stored, 'base64url');
}
