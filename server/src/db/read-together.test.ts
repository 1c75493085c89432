import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client';
import { readTogether } from './read-together';
import * as schema from './schema';

const client = new PGlite();
const db = drizzle({ client, schema }) as unknown as Db;
// Starting the embedded database takes long on a busy machine; it is not what is tested here.
beforeAll(() => client.waitReady, 120_000);
afterAll(() => client.close());

/** Reads that say when they start and end, and take a turn of the event loop in between. */
function loggedReads(log: string[]) {
  return (name: string) => async () => {
    log.push(`start ${name}`);
    await new Promise((resolve) => setImmediate(resolve));
    log.push(`end ${name}`);
    return name;
  };
}

describe('readTogether', () => {
  it('starts every read at once outside a transaction, and answers in the order asked', async () => {
    const log: string[] = [];
    const read = loggedReads(log);
    expect(await readTogether(db, [read('a'), read('b'), read('c')])).toEqual(['a', 'b', 'c']);
    expect(log.slice(0, 3)).toEqual(['start a', 'start b', 'start c']);
  });

  it('starts each read inside a transaction only once the one before has ended', async () => {
    const log: string[] = [];
    const read = loggedReads(log);
    const answers = await db.transaction((tx) => readTogether(tx, [read('a'), read('b'), read('c')]));
    expect(answers).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('gives each query its own answer inside a transaction', async () => {
    const [one, two] = await db.transaction(async (tx) => {
      // The answer's shape depends on the engine behind Db; both give rows.
      const number = async (n: number) => ((await tx.execute(sql`select ${n}::int as n`)) as { rows: unknown[] }).rows;
      return readTogether(tx, [() => number(1), () => number(2)]);
    });
    expect(one).toEqual([{ n: 1 }]);
    expect(two).toEqual([{ n: 2 }]);
  });

  it('passes a failed read on, and starts none after it in a transaction', async () => {
    const log: string[] = [];
    const read = loggedReads(log);
    const failing = async () => {
      throw new Error('refused');
    };
    await expect(db.transaction((tx) => readTogether(tx, [read('a'), failing, read('c')]))).rejects.toThrow('refused');
    expect(log).toEqual(['start a', 'end a']);
  });
});
