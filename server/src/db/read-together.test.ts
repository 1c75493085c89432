import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithDb } from '../../test/helper';
import { openTestDatabase } from '../../test/test-database';
import type { Database, Db } from './client';
import { readTogether } from './read-together';

/** Reads that say when they start and end, and take a turn of the event loop in between. */
function loggedReads(log: string[]) {
  return (name: string) => async () => {
    log.push(`start ${name}`);
    await new Promise((resolve) => setImmediate(resolve));
    log.push(`end ${name}`);
    return name;
  };
}

// This run's database: PostgreSQL through node-postgres in its half, where a transaction's one
// connection would otherwise be sent a query while another runs.
describeWithDb('readTogether', () => {
  let database: Database;
  let db: Db;
  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
  });
  afterAll(() => database.close());

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
