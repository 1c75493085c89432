import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/** How long an entry may serve before it is read again, bounding what another instance's writes can miss. */
export const READ_CACHE_TTL_MS = 1_000;
const MAX_ENTRIES_PER_DATABASE = 20_000;

/** A counter several caches can share, so that one write makes all of them stale. */
export class CacheGeneration {
  value = 0;
  bump(): void {
    this.value += 1;
  }
}

/**
 * Users' grants, applications, sub-systems and menus: what administrators edit. Every repository
 * write to roles, grants, applications, sub-systems, data permissions or menus bumps it.
 */
export const catalogueGeneration = new CacheGeneration();

interface Entry<V> {
  value: Promise<V>;
  generation: number;
  expiresAt: number;
  /** A reload past expiresAt is under way. */
  reloading: boolean;
}

/**
 * A read-through cache in front of repository reads on the hot path (every guarded call reads the
 * session, the grants, the menu tree and the favourites). The repository owns it: each of its
 * write functions calls `invalidate()` once the statement has run, so this instance never serves
 * what it has changed. Writes made by another instance are seen within two READ_CACHE_TTL_MS:
 * just past its time an entry still answers while it is read again in the background.
 *
 * Entries are kept per database handle (tests run many databases in one process), concurrent
 * misses share one load, and a load that overlaps a write is not reused. Reads inside a
 * transaction always go to the database: they must see the transaction's own writes.
 * Cached values are shared between callers and must not be mutated.
 */
export class ReadCache<V> {
  private readonly databases = new WeakMap<object, Map<string, Entry<V>>>();

  constructor(
    private readonly generation = new CacheGeneration(),
    private readonly ttlMs = READ_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  read(db: DbOrTx, key: string, load: () => Promise<V>): Promise<V> {
    if (db instanceof PgTransaction) return load();
    let entries = this.databases.get(db);
    if (!entries) {
      entries = new Map();
      this.databases.set(db, entries);
    }
    const hit = entries.get(key);
    const now = this.now();
    // Just past its time (within one more lifetime), an entry still answers while one reload runs
    // beside the callers, so a busy key never waits for its periodic re-read. An entry older than
    // that, or one a write of this instance made stale, is read again before anyone is answered.
    if (hit && hit.generation === this.generation.value && now < hit.expiresAt + this.ttlMs) {
      if (hit.expiresAt <= now && !hit.reloading) {
        hit.reloading = true;
        this.load(entries, key, load).value.catch(() => {});
      }
      return hit.value;
    }
    return this.load(entries, key, load).value;
  }

  private load(entries: Map<string, Entry<V>>, key: string, load: () => Promise<V>): Entry<V> {
    if (entries.size >= MAX_ENTRIES_PER_DATABASE) entries.clear();
    const entry: Entry<V> = {
      value: load(),
      generation: this.generation.value,
      expiresAt: this.now() + this.ttlMs,
      reloading: false,
    };
    const previous = entries.get(key);
    // A background reload replaces the entry only once it has succeeded.
    if (previous && previous.generation === entry.generation && previous.reloading) {
      entry.value.then(
        () => entries.set(key, entry),
        () => {
          previous.reloading = false;
        },
      );
      return entry;
    }
    entries.set(key, entry);
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry;
  }

  /** Everything read so far may be stale: called by the repository after each of its writes. */
  invalidate(): void {
    this.generation.bump();
  }
}
