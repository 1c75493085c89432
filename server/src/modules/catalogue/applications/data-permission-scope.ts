import { and, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { likePattern } from '../../../db/like-pattern';
import { readTogether } from '../../../db/read-together';
import { dataPermissions, dbInstances } from './applications.table';

/*
 * The plant modules (warehouse, MES, maintenance) store every row under one sub-system and one of
 * its data permissions, and page through them the same way. The data permissions are this
 * module's, so the join to them is written here once and the other modules call it.
 */

/** One page of a sub-system's rows, limited to some of its data permissions. */
export interface DataScopedPageQuery {
  dbInstanceId: string;
  dataPermissionIds: readonly string[];
  /** Already trimmed; empty means no filter. */
  keyword: string;
  limit: number;
  offset: number;
}

/** The columns of a row's data permission a list may search or sort by. */
export interface DataPermissionColumns {
  code: PgColumn;
  displayName: PgColumn;
}

/** A table whose rows each belong to one sub-system and one of its data permissions. */
export type DataScopedTable = PgTable & { dbInstanceId: PgColumn; dataPermissionId: PgColumn };

export interface DataScopedPageShape {
  /** Matched with a case-insensitive "contains" against the keyword, any one of them sufficing. */
  searchColumns: (permission: DataPermissionColumns) => PgColumn[];
  /** Must end in a unique column so that pages neither repeat nor skip rows. */
  orderBy: (permission: DataPermissionColumns) => SQL[];
  /** Further conditions of the list (a kind, a status), applied to the page and the total alike. */
  filters?: SQL[];
}

/** What the row's data permission adds to it. */
export interface DataPermissionLabel {
  dataPermissionCode: string;
  dataPermissionName: string;
}

export type DataScopedRow<T extends DataScopedTable> = T['$inferSelect'] & DataPermissionLabel;

const permissionColumns: DataPermissionColumns = {
  code: dataPermissions.code,
  displayName: dataPermissions.displayName,
};

/** A sub-system's application and its data permissions (warehouses, lines, areas). */
export interface DataPermissionScope {
  applicationId: string;
  dataPermissions: { id: string; code: string }[];
}

/** The application a sub-system belongs to and its data permissions; undefined when unknown. */
export async function findDataPermissionScope(
  db: DbOrTx,
  dbInstanceId: string,
): Promise<DataPermissionScope | undefined> {
  const rows = await db
    .select({
      applicationId: dbInstances.applicationId,
      permissionId: dataPermissions.id,
      permissionCode: dataPermissions.code,
    })
    .from(dbInstances)
    .leftJoin(dataPermissions, eq(dataPermissions.dbInstanceId, dbInstances.id))
    .where(eq(dbInstances.id, dbInstanceId));
  const first = rows[0];
  if (!first) return undefined;
  return {
    applicationId: first.applicationId,
    dataPermissions: rows.flatMap((row) =>
      row.permissionId && row.permissionCode ? [{ id: row.permissionId, code: row.permissionCode }] : [],
    ),
  };
}

/**
 * A page of the table's rows in the query's sub-system and data permissions, each with its data
 * permission's code and name, and the number of rows the same conditions match.
 */
export async function pageInDataPermissionScope<T extends DataScopedTable>(
  db: DbOrTx,
  table: T,
  query: DataScopedPageQuery,
  shape: DataScopedPageShape,
): Promise<{ rows: DataScopedRow<T>[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(table.dbInstanceId, query.dbInstanceId),
    inArray(table.dataPermissionId, [...query.dataPermissionIds]),
    ...(shape.filters ?? []),
  ];
  if (query.keyword) {
    // "50%" must find "50%", not everything: LIKE's wildcards are taken literally.
    const pattern = likePattern(query.keyword);
    conditions.push(or(...shape.searchColumns(permissionColumns).map((column) => ilike(column, pattern))));
  }
  const where = and(...conditions);
  // Drizzle cannot resolve its select types over a generic table; as a plain table it can.
  const source: PgTable = table;
  const joined = eq(dataPermissions.id, table.dataPermissionId);
  const [rows, totals] = await readTogether(db, [
    () =>
      db
        .select({
          row: source,
          dataPermissionCode: dataPermissions.code,
          dataPermissionName: dataPermissions.displayName,
        })
        .from(source)
        .innerJoin(dataPermissions, joined)
        .where(where)
        .orderBy(...shape.orderBy(permissionColumns))
        .limit(query.limit)
        .offset(query.offset),
    // The join is needed when the keyword matches a data permission's columns; it drops no row,
    // as every row's data permission exists (a required foreign key).
    () => db.select({ total: count() }).from(source).innerJoin(dataPermissions, joined).where(where),
  ]);
  return {
    rows: rows.map(({ row, dataPermissionCode, dataPermissionName }) => ({
      // A table selected under one key comes back as one whole row of it; an inner join keeps it non-null.
      ...(row as T['$inferSelect']),
      dataPermissionCode,
      dataPermissionName,
    })),
    total: totals[0]?.total ?? 0,
  };
}
