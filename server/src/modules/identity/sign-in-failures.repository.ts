import { and, asc, count, eq, gt, inArray, lt, max, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { signInFailures } from './identity.table';

export interface FailureKey {
  scope: string;
  key: string;
}

export interface KeyWindow {
  /** Rows of the key inside the window: failures, and attempts still being checked. */
  count: number;
  /** The latest of them; null when there are none. */
  latest: Date | null;
}

const matches = (key: FailureKey) => and(eq(signInFailures.scope, key.scope), eq(signInFailures.key, key.key));
const matchesAny = (keys: readonly FailureKey[]) => or(...keys.map(matches));

/**
 * Takes a transaction-scoped advisory lock on each key, in one fixed order so that two attempts
 * sharing keys cannot deadlock. Held until the transaction ends; it serializes every attempt on
 * the same key across connections and instances (PostgreSQL and PGlite alike).
 */
export async function lockKeys(tx: DbOrTx, keys: readonly FailureKey[]): Promise<void> {
  const names = [...new Set(keys.map((k) => `sign-in:${k.scope}:${k.key}`))].sort();
  for (const name of names) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}

/** Count and latest row since `since` of each key, in the order of the keys. */
export async function windowsOf(db: DbOrTx, keys: readonly FailureKey[], since: Date): Promise<KeyWindow[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({
      scope: signInFailures.scope,
      key: signInFailures.key,
      count: count(),
      latest: max(signInFailures.occurredAt),
    })
    .from(signInFailures)
    .where(and(matchesAny(keys), gt(signInFailures.occurredAt, since)))
    .groupBy(signInFailures.scope, signInFailures.key);
  return keys.map((k) => {
    const row = rows.find((r) => r.scope === k.scope && r.key === k.key);
    return { count: row?.count ?? 0, latest: row?.latest ? new Date(row.latest) : null };
  });
}

/**
 * The time of the key's `position`-th row since `since` (0 = oldest): once it leaves the window,
 * the count drops below the limit again.
 */
export async function rowTimeAt(db: DbOrTx, key: FailureKey, since: Date, position: number): Promise<Date | null> {
  const rows = await db
    .select({ occurredAt: signInFailures.occurredAt })
    .from(signInFailures)
    .where(and(matches(key), gt(signInFailures.occurredAt, since)))
    .orderBy(asc(signInFailures.occurredAt))
    .offset(Math.max(0, position))
    .limit(1);
  return rows[0] ? new Date(rows[0].occurredAt) : null;
}

/** One row per key at `now`; returns their ids, in the order of the keys. */
export async function insertFailures(db: DbOrTx, keys: readonly FailureKey[], now: Date): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .insert(signInFailures)
    .values(keys.map((k) => ({ scope: k.scope, key: k.key, occurredAt: now })))
    .returning({ id: signInFailures.id });
  return rows.map((row) => row.id);
}

export async function deleteFailuresById(db: DbOrTx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(signInFailures).where(inArray(signInFailures.id, [...ids]));
}

export async function deleteFailures(db: DbOrTx, key: FailureKey): Promise<void> {
  await db.delete(signInFailures).where(matches(key));
}

/** Forgets failures of these keys that are older than the window; they no longer count. */
export async function deleteFailuresBefore(db: DbOrTx, keys: readonly FailureKey[], before: Date): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(signInFailures).where(and(matchesAny(keys), lt(signInFailures.occurredAt, before)));
}

/**
 * Forgets card failures whose key is not a keyed hash: versions before card numbers were hashed
 * counted them under the number itself, which must not stay in the database. Losing them only
 * forgives those attempts once.
 */
export async function deletePlainCardFailures(db: DbOrTx): Promise<void> {
  await db
    .delete(signInFailures)
    .where(
      and(inArray(signInFailures.scope, ['card', 'card@address']), sql`${signInFailures.key} !~ '(^| )[0-9a-f]{64}$'`),
    );
}

/** Failures of every key older than `before`: past the window they no longer count. */
export async function deleteAllFailuresBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(signInFailures)
    .where(lt(signInFailures.occurredAt, before))
    .returning({ id: signInFailures.id });
  return rows.length;
}
