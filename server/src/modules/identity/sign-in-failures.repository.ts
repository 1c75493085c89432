import { and, count, eq, gt, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { signInFailures } from './identity.table';

export interface FailureKey {
  scope: string;
  key: string;
}

/** Failures since `since`, per scope, for the given keys. */
export async function countFailuresSince(
  db: DbOrTx,
  keys: readonly FailureKey[],
  since: Date,
): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ scope: signInFailures.scope, failures: count() })
    .from(signInFailures)
    .where(
      and(
        or(...keys.map((k) => and(eq(signInFailures.scope, k.scope), eq(signInFailures.key, k.key)))),
        gt(signInFailures.occurredAt, since),
      ),
    )
    .groupBy(signInFailures.scope);
  return new Map(rows.map((row) => [row.scope, row.failures]));
}

export async function insertFailures(db: DbOrTx, keys: readonly FailureKey[], now: Date): Promise<void> {
  if (keys.length === 0) return;
  await db.insert(signInFailures).values(keys.map((k) => ({ scope: k.scope, key: k.key, occurredAt: now })));
}

export async function deleteFailures(db: DbOrTx, key: FailureKey): Promise<void> {
  await db.delete(signInFailures).where(and(eq(signInFailures.scope, key.scope), eq(signInFailures.key, key.key)));
}

/** Forgets failures of these keys that are older than the window; they no longer count. */
export async function deleteFailuresBefore(db: DbOrTx, keys: readonly FailureKey[], before: Date): Promise<void> {
  if (keys.length === 0) return;
  await db
    .delete(signInFailures)
    .where(
      and(
        or(...keys.map((k) => and(eq(signInFailures.scope, k.scope), eq(signInFailures.key, k.key)))),
        lt(signInFailures.occurredAt, before),
      ),
    );
}
