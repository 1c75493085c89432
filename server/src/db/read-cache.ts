import type { DomainEventType } from '@workbench/contracts';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/**
 * How long an entry may serve before it is read again. Changes made through the services reach
 * every instance's caches through the change-event spine at once; this lifetime is the safety net
 * for what the spine cannot tell: rows changed without a service (SQL by hand, a script run beside
 * the service), an event another instance could not hand to Redis, or several instances run
 * without a shared REDIS_URL. Such a change is seen within two lifetimes.
 */
export const READ_CACHE_TTL_MS = 1_000;
const MAX_ENTRIES_PER_DATABASE = 20_000;

interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
  /** A reload past expiresAt is under way. */
  reloading: boolean;
}

/**
 * A read-through cache in front of repository reads on the hot path (every guarded call reads the
 * session, the grants, the menu tree and the favourites). Nothing calls `invalidate` by hand: the
 * module that owns a cache subscribes it to the change events that make it stale (see its
 * `*.cache-events.ts`), and services publish those events once their transaction has committed.
 * An instance delivers its own events before `publish` answers, so a caller reads its own writes.
 *
 * Entries are kept per database handle (tests run many databases in one process), concurrent
 * misses share one load, and a load that overlaps an invalidation is not reused: events are
 * published after the commit, so a load that began before it cannot outlive the event. Reads
 * inside a transaction always go to the database: they must see the transaction's own writes.
 * Cached values are shared between callers and must not be mutated.
 */
export class ReadCache<V> {
  private databases = new WeakMap<object, Map<string, Entry<V>>>();

  constructor(
    private readonly ttlMs = READ_CACHE_TTL_MS,
    private readonly now: () => number = () => Date.now(),
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
    // that is read again before anyone is answered.
    if (hit && now < hit.expiresAt + this.ttlMs) {
      if (hit.expiresAt <= now && !hit.reloading) {
        hit.reloading = true;
        this.reload(entries, key, hit, load);
      }
      return hit.value;
    }
    return this.load(entries, key, load).value;
  }

  /**
   * Everything read so far from `db` (from every database when none is named) may be stale.
   * The entries are dropped with their map: a load still running settles into the dropped map,
   * where nobody reads it.
   */
  invalidate(db?: object): void {
    if (db === undefined) this.databases = new WeakMap();
    else this.databases.delete(db);
  }

  /** A background reload replaces the entry only once it has succeeded (and nothing replaced it meanwhile). */
  private reload(entries: Map<string, Entry<V>>, key: string, previous: Entry<V>, load: () => Promise<V>): void {
    const entry: Entry<V> = { value: load(), expiresAt: this.now() + this.ttlMs, reloading: false };
    entry.value.then(
      () => {
        if (entries.get(key) === previous) entries.set(key, entry);
      },
      () => {
        previous.reloading = false;
      },
    );
  }

  /**
   * Only the entries of `db` whose key `matches` may be stale (say, one user's). A load of such a
   * key that is still running settles into nothing: its entry is gone from the map, and a
   * background reload replaces only the entry it was started for.
   */
  invalidateKeys(db: object, matches: (key: string) => boolean): void {
    const entries = this.databases.get(db);
    if (!entries) return;
    for (const key of [...entries.keys()]) if (matches(key)) entries.delete(key);
  }

  private load(entries: Map<string, Entry<V>>, key: string, load: () => Promise<V>): Entry<V> {
    if (entries.size >= MAX_ENTRIES_PER_DATABASE) entries.clear();
    const entry: Entry<V> = { value: load(), expiresAt: this.now() + this.ttlMs, reloading: false };
    entries.set(key, entry);
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry;
  }
}

/** The part of the change-event spine (platform/events) that caches listen to. */
export interface CacheEventSource {
  subscribe(type: DomainEventType, handler: () => void): () => void;
}

/**
 * Drops what `caches` hold for `db` whenever one of `types` is published (on this instance or,
 * through Redis, on another). Returns the call that stops listening.
 */
export function invalidateOn(
  events: CacheEventSource,
  db: object,
  types: readonly DomainEventType[],
  caches: readonly Pick<ReadCache<unknown>, 'invalidate'>[],
): () => void {
  const stops = types.map((type) =>
    events.subscribe(type, () => {
      for (const cache of caches) cache.invalidate(db);
    }),
  );
  return () => {
    for (const stop of stops) stop();
  };
}
