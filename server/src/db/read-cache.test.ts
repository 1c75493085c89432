import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client';
import { invalidateOn, ReadCache } from './read-cache';
import * as schema from './schema';

const client = new PGlite();
const db = drizzle({ client, schema }) as unknown as Db;
const otherDb = drizzle({ client, schema }) as unknown as Db;
// Starting the embedded database takes long on a busy machine; it is not what is tested here.
beforeAll(() => client.waitReady, 120_000);
afterAll(() => client.close());

/** A clock the test moves by hand: lifetimes must not depend on how busy the machine is. */
function manualClock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/** Lets loads that have already resolved finish their bookkeeping. */
const settle = () => new Promise((r) => setImmediate(r));

function counter() {
  let loads = 0;
  return {
    load: async () => {
      loads += 1;
      return `value ${loads}`;
    },
    get loads() {
      return loads;
    },
  };
}

describe('ReadCache', () => {
  it('serves repeated and concurrent reads from one load', async () => {
    const cache = new ReadCache<string>();
    const source = counter();
    const answers = await Promise.all([1, 2, 3].map(() => cache.read(db, 'k', source.load)));
    expect(answers).toEqual(['value 1', 'value 1', 'value 1']);
    await expect(cache.read(db, 'k', source.load)).resolves.toBe('value 1');
    expect(source.loads).toBe(1);
  });

  it('reads again after its database was invalidated, and keeps the other databases', async () => {
    const cache = new ReadCache<string>();
    const source = counter();
    await cache.read(db, 'k', source.load);
    await cache.read(otherDb, 'k', async () => 'other database');
    cache.invalidate(db);
    await expect(cache.read(db, 'k', source.load)).resolves.toBe('value 2');
    await expect(cache.read(otherDb, 'k', async () => 'read again')).resolves.toBe('other database');
  });

  it('drops every database when invalidated without one', async () => {
    const cache = new ReadCache<string>();
    await cache.read(db, 'k', async () => 'old');
    await cache.read(otherDb, 'k', async () => 'old');
    cache.invalidate();
    await expect(cache.read(db, 'k', async () => 'new')).resolves.toBe('new');
    await expect(cache.read(otherDb, 'k', async () => 'new')).resolves.toBe('new');
  });

  it('drops only the keys asked for', async () => {
    const cache = new ReadCache<string>();
    await cache.read(db, 'alice:1', async () => 'old');
    await cache.read(db, 'bob:1', async () => 'old');
    cache.invalidateKeys(db, (key) => key.startsWith('alice:'));
    await expect(cache.read(db, 'alice:1', async () => 'new')).resolves.toBe('new');
    await expect(cache.read(db, 'bob:1', async () => 'new')).resolves.toBe('old');
  });

  it('does not let a background reload begun before an invalidation put its value back', async () => {
    const clock = manualClock();
    const cache = new ReadCache<string>(1_000, clock.now);
    await cache.read(db, 'k', async () => 'old');
    clock.advance(1_500);
    let release: () => void = () => {};
    const slowReload = () => new Promise<string>((r) => (release = () => r('read before the change')));
    await expect(cache.read(db, 'k', slowReload)).resolves.toBe('old');
    cache.invalidateKeys(db, () => true);
    await expect(cache.read(db, 'k', async () => 'after the change')).resolves.toBe('after the change');
    release();
    await settle();
    await expect(cache.read(db, 'k', async () => 'unexpected')).resolves.toBe('after the change');
  });

  it('drops what it holds for the database when a subscribed event is published', async () => {
    const handlers = new Map<string, () => void>();
    const events = {
      subscribe: (type: string, handler: () => void) => {
        handlers.set(type, handler);
        return () => handlers.delete(type);
      },
    };
    const cache = new ReadCache<string>();
    const stop = invalidateOn(events, db, ['catalogue.changed'], [cache]);
    await cache.read(db, 'k', async () => 'old');
    handlers.get('catalogue.changed')?.();
    await expect(cache.read(db, 'k', async () => 'new')).resolves.toBe('new');
    stop();
    expect(handlers.size).toBe(0);
  });

  it('does not reuse a load that a write overlapped', async () => {
    const cache = new ReadCache<string>();
    let release: () => void = () => {};
    const slow = cache.read(db, 'k', () => new Promise<string>((r) => (release = () => r('before the write'))));
    cache.invalidate(db);
    release();
    await expect(slow).resolves.toBe('before the write');
    await expect(cache.read(db, 'k', async () => 'after the write')).resolves.toBe('after the write');
  });

  it('past its time answers the old value while one reload runs, then answers what it read', async () => {
    const clock = manualClock();
    const cache = new ReadCache<string>(1_000, clock.now);
    await cache.read(db, 'k', async () => 'old');
    clock.advance(1_500);
    let loads = 0;
    let release: () => void = () => {};
    const slowLoad = () => {
      loads += 1;
      return new Promise<string>((r) => (release = () => r('new')));
    };
    await expect(cache.read(db, 'k', slowLoad)).resolves.toBe('old');
    await expect(cache.read(db, 'k', slowLoad)).resolves.toBe('old');
    expect(loads).toBe(1);
    release();
    await settle();
    await expect(cache.read(db, 'k', slowLoad)).resolves.toBe('new');
    expect(loads).toBe(1);
  });

  it('reads an entry long past its time again before answering', async () => {
    const clock = manualClock();
    const cache = new ReadCache<string>(1_000, clock.now);
    await cache.read(db, 'k', async () => 'an hour old');
    clock.advance(3_600_000);
    await expect(cache.read(db, 'k', async () => 'current')).resolves.toBe('current');
  });

  it('keeps answering the last value when a background reload fails, and tries again', async () => {
    const clock = manualClock();
    const cache = new ReadCache<string>(1_000, clock.now);
    await cache.read(db, 'k', async () => 'last good');
    clock.advance(1_500);
    await expect(cache.read(db, 'k', async () => Promise.reject(new Error('database down')))).resolves.toBe(
      'last good',
    );
    await settle();
    await expect(cache.read(db, 'k', async () => 'recovered')).resolves.toBe('last good');
    await settle();
    await expect(cache.read(db, 'k', async () => 'later')).resolves.toBe('recovered');
  });

  it('forgets a failed load', async () => {
    const cache = new ReadCache<string>();
    await expect(cache.read(db, 'k', async () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    await expect(cache.read(db, 'k', async () => 'recovered')).resolves.toBe('recovered');
  });

  it('keeps databases apart and never caches inside a transaction', async () => {
    const cache = new ReadCache<string>();
    await cache.read(db, 'k', async () => 'first database');
    await expect(cache.read(otherDb, 'k', async () => 'second database')).resolves.toBe('second database');
    const inTransaction = await db.transaction((tx) => cache.read(tx, 'k', async () => 'fresh in transaction'));
    expect(inTransaction).toBe('fresh in transaction');
  });
});
