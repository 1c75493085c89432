import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

const MAX_ENTRIES_PER_DATABASE = 20_000;

interface Entry<V> {
  inputs: readonly unknown[];
  value: V;
}

/**
 * A value computed from what read caches (read-cache.ts) answered, kept for as long as they answer
 * the very same objects. A read cache hands out one object per entry until an event drops it or its
 * lifetime reloads it, and cached values are never mutated; so the same inputs, compared by
 * identity, give the same value, and a dropped or reloaded input gives a new one. No event needs to
 * reach this cache: its inputs carry the staleness. The side menu and the caller's grants are built
 * this way once per change (or lifetime) instead of once per call.
 *
 * Entries are kept per database handle, like the read caches; inside a transaction the value is
 * computed every time (the reads there are not cached). Values are shared between callers and must
 * not be mutated.
 */
export class DerivedCache<V> {
  private databases = new WeakMap<object, Map<string, Entry<V>>>();

  get(db: DbOrTx, key: string, inputs: readonly unknown[], compute: () => V): V {
    if (db instanceof PgTransaction) return compute();
    let entries = this.databases.get(db);
    if (!entries) {
      entries = new Map();
      this.databases.set(db, entries);
    }
    const hit = entries.get(key);
    if (hit && sameInputs(hit.inputs, inputs)) return hit.value;
    const value = compute();
    if (!hit && entries.size >= MAX_ENTRIES_PER_DATABASE) entries.clear();
    entries.set(key, { inputs, value });
    return value;
  }
}

function sameInputs(kept: readonly unknown[], now: readonly unknown[]): boolean {
  if (kept.length !== now.length) return false;
  for (let i = 0; i < kept.length; i += 1) if (!Object.is(kept[i], now[i])) return false;
  return true;
}
