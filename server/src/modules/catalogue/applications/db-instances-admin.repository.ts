import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { dataPermissions, dbInstances } from './applications.table';

export type DbInstanceRow = typeof dbInstances.$inferSelect;
export type DataPermissionRow = typeof dataPermissions.$inferSelect;

/** A sub-system with its data permissions in display order. */
export interface DbInstanceWithPermissions extends DbInstanceRow {
  dataPermissions: DataPermissionRow[];
}

async function withPermissions(db: DbOrTx, instances: DbInstanceRow[]): Promise<DbInstanceWithPermissions[]> {
  if (instances.length === 0) return [];
  const permissions = await db
    .select()
    .from(dataPermissions)
    .where(
      inArray(
        dataPermissions.dbInstanceId,
        instances.map((instance) => instance.id),
      ),
    )
    .orderBy(asc(dataPermissions.order), asc(dataPermissions.code));
  return instances.map((instance) => ({
    ...instance,
    dataPermissions: permissions.filter((permission) => permission.dbInstanceId === instance.id),
  }));
}

/** The sub-systems of one application, in display order. */
export async function listDbInstancesOfApplication(
  db: DbOrTx,
  applicationId: string,
): Promise<DbInstanceWithPermissions[]> {
  const instances = await db
    .select()
    .from(dbInstances)
    .where(eq(dbInstances.applicationId, applicationId))
    .orderBy(asc(dbInstances.order), asc(dbInstances.code));
  return withPermissions(db, instances);
}

export async function findDbInstances(db: DbOrTx, ids: readonly string[]): Promise<DbInstanceWithPermissions[]> {
  if (ids.length === 0) return [];
  const instances = await db
    .select()
    .from(dbInstances)
    .where(inArray(dbInstances.id, [...ids]))
    .orderBy(asc(dbInstances.order), asc(dbInstances.code));
  return withPermissions(db, instances);
}

/** The id of the application's sub-system with this code, if any. */
export async function findDbInstanceIdByCode(
  db: DbOrTx,
  applicationId: string,
  code: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: dbInstances.id })
    .from(dbInstances)
    .where(and(eq(dbInstances.applicationId, applicationId), eq(dbInstances.code, code)))
    .limit(1);
  return row?.id;
}

export async function nextDbInstanceOrder(db: DbOrTx, applicationId: string): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${dbInstances.order}) + 1, 0)::int` })
    .from(dbInstances)
    .where(eq(dbInstances.applicationId, applicationId));
  return row?.next ?? 0;
}

export async function insertDbInstance(
  db: DbOrTx,
  values: { applicationId: string; code: string; displayName: string; order: number },
): Promise<string> {
  const [row] = await db.insert(dbInstances).values(values).returning({ id: dbInstances.id });
  if (!row) throw new Error('insert into db_instances returned no row');
  return row.id;
}

export async function updateDbInstance(
  db: DbOrTx,
  id: string,
  values: { code: string; displayName: string },
): Promise<void> {
  await db.update(dbInstances).set(values).where(eq(dbInstances.id, id));
}

/** Deletes sub-systems; their data permissions and the roles' grants of those go with them (FK cascades). */
export async function deleteDbInstances(db: DbOrTx, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(dbInstances)
    .where(inArray(dbInstances.id, [...ids]))
    .returning({ id: dbInstances.id });
  return rows.length;
}

/** Deletes the sub-system's data permissions that are not among `keepIds`. */
export async function deleteDataPermissionsExcept(
  db: DbOrTx,
  dbInstanceId: string,
  keepIds: readonly string[],
): Promise<void> {
  const ofInstance = eq(dataPermissions.dbInstanceId, dbInstanceId);
  await db
    .delete(dataPermissions)
    .where(keepIds.length > 0 ? and(ofInstance, notInArray(dataPermissions.id, [...keepIds])) : ofInstance);
}

export async function updateDataPermission(
  db: DbOrTx,
  id: string,
  values: { code?: string; displayName?: string; order?: number },
): Promise<void> {
  await db.update(dataPermissions).set(values).where(eq(dataPermissions.id, id));
}

export async function insertDataPermissions(
  db: DbOrTx,
  rows: readonly { dbInstanceId: string; code: string; displayName: string; order: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(dataPermissions).values([...rows]);
}
