import { count, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../src/db/client';
import { dataPermissions } from '../src/modules/catalogue/applications/applications.table';

/** A plant-data table: its rows each belong to one data permission (a warehouse, a line, an area). */
export type PlantDataTable = PgTable & { dataPermissionId: AnyPgColumn };

/** How many rows of the table each data permission holds, by the permission's code. */
export async function rowsPerDataPermission(db: DbOrTx, table: PlantDataTable): Promise<Record<string, number>> {
  const rows = await db
    .select({ code: dataPermissions.code, n: count() })
    .from(table)
    .innerJoin(dataPermissions, eq(dataPermissions.id, table.dataPermissionId))
    .groupBy(dataPermissions.code);
  return Object.fromEntries(rows.map((row) => [row.code, row.n]));
}
