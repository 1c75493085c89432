import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/** One read per element of T: a function that starts it (a Drizzle query starts once awaited). */
type Reads<T extends readonly unknown[]> = { readonly [K in keyof T]: () => PromiseLike<T[K]> };

/**
 * Independent reads of one repository call: all at once on the database, whose pool gives each a
 * connection of its own, and one after another inside a transaction, which is one connection.
 * node-postgres queues a query sent while another runs on the same connection, so a transaction
 * gains nothing from sending them together; that queueing is deprecated and ends in pg 9.
 */
export async function readTogether<T extends readonly unknown[] | []>(db: DbOrTx, reads: Reads<T>): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
