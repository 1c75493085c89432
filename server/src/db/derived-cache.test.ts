import { PgTransaction } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Db, DbOrTx } from './client';
import { DerivedCache } from './derived-cache';

// Only the handles' identity matters to the cache: no database is opened.
const db = {} as Db;
const otherDb = {} as Db;

function counted<V>(value: () => V) {
  let computed = 0;
  return {
    compute: () => {
      computed += 1;
      return value();
    },
    get computed() {
      return computed;
    },
  };
}

describe('DerivedCache', () => {
  it('computes once while the inputs are the very same objects', () => {
    const cache = new DerivedCache<{ total: number }>();
    const rows = [1, 2, 3];
    const source = counted(() => ({ total: rows.length }));
    const first = cache.get(db, 'k', [rows, 'sz01'], source.compute);
    const again = cache.get(db, 'k', [rows, 'sz01'], source.compute);
    expect(again).toBe(first);
    expect(source.computed).toBe(1);
  });

  it('computes again when an input is another object, however alike', () => {
    const cache = new DerivedCache<number>();
    const source = counted(() => 0);
    cache.get(db, 'k', [[1, 2]], source.compute);
    cache.get(db, 'k', [[1, 2]], source.compute);
    cache.get(db, 'k', [[1, 2], 'more'], source.compute);
    expect(source.computed).toBe(3);
  });

  it('keeps a value per key and per database handle', () => {
    const cache = new DerivedCache<string>();
    const rows: number[] = [];
    expect(cache.get(db, 'a', [rows], () => 'a on db')).toBe('a on db');
    expect(cache.get(db, 'b', [rows], () => 'b on db')).toBe('b on db');
    expect(cache.get(otherDb, 'a', [rows], () => 'a on the other')).toBe('a on the other');
    expect(cache.get(db, 'a', [rows], () => 'computed again')).toBe('a on db');
  });

  it('computes every time inside a transaction, whose reads are not cached', () => {
    const cache = new DerivedCache<number>();
    const tx = Object.create(PgTransaction.prototype) as DbOrTx;
    const rows: number[] = [];
    const source = counted(() => 0);
    cache.get(tx, 'k', [rows], source.compute);
    cache.get(tx, 'k', [rows], source.compute);
    expect(source.computed).toBe(2);
  });
});
