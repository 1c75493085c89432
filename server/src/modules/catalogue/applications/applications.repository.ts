import { and, asc, count, desc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { ReadCache } from '../../../db/read-cache';
import { readTogether } from '../../../db/read-together';
import { applicationFiles, applications, dataPermissions, dbInstances, tags } from './applications.table';

export type ApplicationRow = typeof applications.$inferSelect;
export type TagRow = typeof tags.$inferSelect;

// Every cache here is dropped when the catalogue changes (applications.cache-events.ts).
const applicationExistsCache = new ReadCache<boolean>();
// Every application, in display order: each user's first screen lists their granted ones from it.
const allApplicationsCache = new ReadCache<ApplicationRow[]>();

/** Applications with the given ids, in display order. The rows are shared: do not change them. */
export async function listApplicationsByIds(db: DbOrTx, ids: readonly string[]): Promise<ApplicationRow[]> {
  if (ids.length === 0) return [];
  const wanted = new Set(ids);
  const all = await allApplicationsCache.read(db, 'all', () => selectAllApplications(db));
  return all.filter((row) => wanted.has(row.id));
}

async function selectAllApplications(db: DbOrTx): Promise<ApplicationRow[]> {
  return db.select().from(applications).orderBy(asc(applications.order), asc(applications.displayName));
}

export function applicationExists(db: DbOrTx, id: string): Promise<boolean> {
  return applicationExistsCache.read(db, id, () => selectApplicationExists(db, id));
}

async function selectApplicationExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: applications.id }).from(applications).where(eq(applications.id, id)).limit(1);
  return row !== undefined;
}

export type TagSortColumn = 'tagName' | 'order';

export interface TagPageQuery {
  limit: number;
  offset: number;
  sortColumn: TagSortColumn;
  descending: boolean;
  /** Only tags holding at least one of these applications; undefined lists every tag. */
  withApplicationIds?: readonly string[];
}

export async function pageTags(db: DbOrTx, query: TagPageQuery): Promise<{ rows: TagRow[]; total: number }> {
  let where: SQL | undefined;
  if (query.withApplicationIds) {
    if (query.withApplicationIds.length === 0) return { rows: [], total: 0 };
    where = exists(
      db
        .select({ one: sql`1` })
        .from(applications)
        .where(
          and(eq(applications.specialLeadTagId, tags.id), inArray(applications.id, [...query.withApplicationIds])),
        ),
    );
  }
  const column = query.sortColumn === 'tagName' ? tags.tagName : tags.order;
  const direction = query.descending ? desc : asc;
  const [rows, totals] = await readTogether(db, [
    () =>
      db
        .select()
        .from(tags)
        .where(where)
        .orderBy(direction(column), asc(tags.tagName), asc(tags.id))
        .limit(query.limit)
        .offset(query.offset),
    () => db.select({ total: count() }).from(tags).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export interface DbInstanceWithPermissionRow {
  instanceId: string;
  instanceCode: string;
  instanceName: string;
  applicationId: string;
  permissionId: string | null;
  permissionCode: string | null;
  permissionName: string | null;
}

// Each application's sub-systems with their data permissions, read by every user entering it.
const dbInstancesOfApplicationCache = new ReadCache<DbInstanceWithPermissionRow[]>();

/**
 * Sub-systems of an application joined with their data permissions, in display order. The rows
 * are shared: do not change them.
 */
export function listDbInstancesWithPermissions(
  db: DbOrTx,
  applicationId: string,
): Promise<DbInstanceWithPermissionRow[]> {
  return dbInstancesOfApplicationCache.read(db, applicationId, () =>
    selectDbInstancesWithPermissions(db, applicationId),
  );
}

async function selectDbInstancesWithPermissions(
  db: DbOrTx,
  applicationId: string,
): Promise<DbInstanceWithPermissionRow[]> {
  return db
    .select({
      instanceId: dbInstances.id,
      instanceCode: dbInstances.code,
      instanceName: dbInstances.displayName,
      applicationId: dbInstances.applicationId,
      permissionId: dataPermissions.id,
      permissionCode: dataPermissions.code,
      permissionName: dataPermissions.displayName,
    })
    .from(dbInstances)
    .leftJoin(dataPermissions, eq(dataPermissions.dbInstanceId, dbInstances.id))
    .where(eq(dbInstances.applicationId, applicationId))
    .orderBy(asc(dbInstances.order), asc(dbInstances.code), asc(dataPermissions.order), asc(dataPermissions.code));
}

export interface ApplicationFileRow {
  fileTitle: string;
  fileUrl: string;
  applicationLogo: string;
}

export async function listFilesOfApplications(db: DbOrTx, ids: readonly string[]): Promise<ApplicationFileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      fileTitle: applicationFiles.fileTitle,
      fileUrl: applicationFiles.fileUrl,
      applicationLogo: applications.applicationLogo,
    })
    .from(applicationFiles)
    .innerJoin(applications, eq(applications.id, applicationFiles.applicationId))
    .where(inArray(applicationFiles.applicationId, [...ids]))
    .orderBy(asc(applications.order), asc(applications.displayName), asc(applicationFiles.order));
}

export interface DbInstanceScopeRow {
  applicationId: string;
  dataPermissionIds: string[];
}

// Checked on every side-menu load.
const dbInstanceScopeCache = new ReadCache<DbInstanceScopeRow | undefined>();
export const applicationCaches = [
  applicationExistsCache,
  allApplicationsCache,
  dbInstancesOfApplicationCache,
  dbInstanceScopeCache,
] as const;

/** The application a sub-system belongs to and its data permission ids; undefined when unknown. */
export function findDbInstanceScope(db: DbOrTx, id: string): Promise<DbInstanceScopeRow | undefined> {
  return dbInstanceScopeCache.read(db, id, () => selectDbInstanceScope(db, id));
}

async function selectDbInstanceScope(db: DbOrTx, id: string): Promise<DbInstanceScopeRow | undefined> {
  const rows = await db
    .select({ applicationId: dbInstances.applicationId, permissionId: dataPermissions.id })
    .from(dbInstances)
    .leftJoin(dataPermissions, eq(dataPermissions.dbInstanceId, dbInstances.id))
    .where(eq(dbInstances.id, id));
  const first = rows[0];
  if (!first) return undefined;
  const dataPermissionIds = rows.flatMap((row) => (row.permissionId ? [row.permissionId] : []));
  return { applicationId: first.applicationId, dataPermissionIds };
}

/** An application's names: Chinese (displayName), English and German (aliasName). */
export async function findApplicationNames(
  db: DbOrTx,
  applicationId: string,
): Promise<{ 'zh-Hans': string; en: string; 'de-DE': string } | undefined> {
  const [row] = await db
    .select({ 'zh-Hans': applications.displayName, en: applications.enName, 'de-DE': applications.aliasName })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .limit(1);
  return row;
}

/* Existence checks for the granting rules; callers pass only well-formed UUIDs. */

export async function listExistingApplicationIds(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(inArray(applications.id, [...ids]));
  return rows.map((row) => row.id);
}

export async function listExistingDataPermissionIds(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: dataPermissions.id })
    .from(dataPermissions)
    .where(inArray(dataPermissions.id, [...ids]));
  return rows.map((row) => row.id);
}

/** Every application id and every data permission id: what an administrator is granted. */
export async function listAllApplicationAndDataPermissionIds(
  db: DbOrTx,
): Promise<{ applicationIds: string[]; dataPermissionIds: string[] }> {
  const applicationRows = await db.select({ id: applications.id }).from(applications);
  const dataPermissionRows = await db.select({ id: dataPermissions.id }).from(dataPermissions);
  return {
    applicationIds: applicationRows.map((row) => row.id),
    dataPermissionIds: dataPermissionRows.map((row) => row.id),
  };
}

/** The sub-system of the application with this code, and the data permission under it with its code (either may be missing). */
export async function findScopeByCodes(
  db: DbOrTx,
  applicationId: string,
  dbInstanceCode: string,
  dataPermissionCode: string | undefined,
): Promise<{ dbInstanceId: string | undefined; dataPermissionId: string | undefined }> {
  const [instance] = await db
    .select({ id: dbInstances.id })
    .from(dbInstances)
    .where(and(eq(dbInstances.applicationId, applicationId), eq(dbInstances.code, dbInstanceCode)));
  if (!instance || dataPermissionCode === undefined) return { dbInstanceId: instance?.id, dataPermissionId: undefined };
  const [permission] = await db
    .select({ id: dataPermissions.id })
    .from(dataPermissions)
    .where(and(eq(dataPermissions.dbInstanceId, instance.id), eq(dataPermissions.code, dataPermissionCode)));
  return { dbInstanceId: instance.id, dataPermissionId: permission?.id };
}
