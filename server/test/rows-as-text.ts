import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client';

/**
 * Whole rows of a table as PostgreSQL prints them (`t::text`: every column), for tests asserting
 * that a secret is stored nowhere in them. `where` narrows the rows (write it against `t`).
 */
export async function rowsAsText(db: DbOrTx, table: string, where: SQL = sql`true`): Promise<string[]> {
  const result = await db.execute(sql`select t::text as row from ${sql.identifier(table)} t where ${where}`);
  // Both drivers answer with `rows` (PGlite's result and pg's QueryResult alike).
  return (result as unknown as { rows: { row: string }[] }).rows.map((row) => row.row);
}
