import {
  type Application,
  type ApplicationFile,
  type DbInstance,
  type PagedRequest,
  type PagedResult,
  PERMISSIONS,
  type QueryApplicationsRequest,
  type TagAdmin,
} from '@workbench/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import type { UserGrants } from '../../../platform/auth/grant-reader';
import { badRequest, forbidden, notFound } from '../../../platform/errors';
import { isUuid } from '../../../platform/ids';
import {
  type ApplicationRow,
  applicationExists,
  findDbInstanceScope,
  findScopeByCodes,
  listApplicationsByIds,
  listDbInstancesWithPermissions,
  listFilesOfApplications,
  pageTags,
  listAllApplicationAndDataPermissionIds as selectAllApplicationAndDataPermissionIds,
  findApplicationNames as selectApplicationNames,
  listExistingApplicationIds as selectExistingApplicationIds,
  listExistingDataPermissionIds as selectExistingDataPermissionIds,
  type TagSortColumn,
} from './applications.repository';

/*
 * 403 or 404? Nobody may learn whether an application or sub-system they are not granted exists,
 * so for ordinary users anything not granted — existing or not — is a 403. Administrators are
 * granted everything that exists, so for them a 403 can only mean "no such thing": they get a 404.
 */

/** Throws unless the user is granted the application (see the 403/404 note above). */
export async function assertApplicationGranted(db: Db, grants: UserGrants, applicationId: string): Promise<void> {
  if (isUuid(applicationId) && grants.applicationIds.has(applicationId)) return;
  if (grants.isAdmin && !(isUuid(applicationId) && (await applicationExists(db, applicationId)))) {
    throw notFound('applications.notFound');
  }
  throw forbidden('applications.notGranted');
}

/** An application's names (Chinese, English, German), or undefined when there is no such application. */
export function findApplicationNames(db: DbOrTx, applicationId: string): ReturnType<typeof selectApplicationNames> {
  return selectApplicationNames(db, applicationId);
}

/** Which of the ids name an application; callers pass only well-formed UUIDs. */
export function listExistingApplicationIds(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  return selectExistingApplicationIds(db, ids);
}

/** Which of the ids name a data permission; callers pass only well-formed UUIDs. */
export function listExistingDataPermissionIds(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  return selectExistingDataPermissionIds(db, ids);
}

/** Every application id and every data permission id: what an administrator is granted. */
export function listAllApplicationAndDataPermissionIds(
  db: DbOrTx,
): Promise<{ applicationIds: string[]; dataPermissionIds: string[] }> {
  return selectAllApplicationAndDataPermissionIds(db);
}

/** Whether the application exists (callers pass only well-formed UUIDs). */
export function applicationIsKnown(db: DbOrTx, applicationId: string): Promise<boolean> {
  return applicationExists(db, applicationId);
}

/**
 * The sub-system and data-permission area a raised event names by code under its application:
 * the ids, or undefined for a code that names nothing there.
 */
export function findAreaByCodes(
  db: DbOrTx,
  applicationId: string,
  dbInstanceCode: string,
  dataPermissionCode?: string,
): Promise<{ dbInstanceId: string | undefined; dataPermissionId: string | undefined }> {
  return findScopeByCodes(db, applicationId, dbInstanceCode, dataPermissionCode);
}

/** For administration routes, whose permission covers every application: 404 when there is no such one. */
export async function assertApplicationExists(db: Db, applicationId: string): Promise<void> {
  if (!(isUuid(applicationId) && (await applicationExists(db, applicationId)))) throw notFound('applications.notFound');
}

/**
 * Checks the sub-system scope of a menu or favourites call and returns it normalized: '' when the
 * caller names no sub-system. A named one must belong to the application and hold at least one
 * data permission the user is granted (the same rule that lists it for them).
 */
export async function resolveGrantedDbScope(
  db: Db,
  grants: UserGrants,
  applicationId: string,
  dbId: string | null | undefined,
): Promise<string> {
  if (!dbId) return '';
  const scope = isUuid(dbId) ? await findDbInstanceScope(db, dbId) : undefined;
  if (!scope || scope.applicationId !== applicationId) {
    if (grants.isAdmin) throw notFound('applications.dbInstanceNotFound');
    throw forbidden('applications.dbInstanceNotGranted');
  }
  if (!grants.isAdmin && !scope.dataPermissionIds.some((id) => grants.dataPermissionIds.has(id))) {
    throw forbidden('applications.dbInstanceNotGranted');
  }
  return dbId;
}

/** An application as every caller sees it (docs/api.md §3). */
export function toApplication(row: ApplicationRow): Application {
  return {
    id: row.id,
    displayName: row.displayName,
    enName: row.enName,
    aliasName: row.aliasName,
    applicationLogo: row.applicationLogo,
    applicationUrl: row.applicationUrl,
    applicationPlatform: row.applicationPlatform,
    specialLeadTagId: row.specialLeadTagId,
    switchMethod: row.switchMethod,
    integrationMethod: row.integrationMethod,
  };
}

/**
 * The user's applications, optionally filtered by tag and by a name fragment matched against the
 * Chinese, English and German names. Matching happens here rather than in SQL: the list is short
 * and JavaScript's locale-aware lower-casing also folds "Ä"/"ä", which a C-collated database does not.
 */
export async function queryApplicationsForUser(
  db: Db,
  grants: UserGrants,
  filter: QueryApplicationsRequest,
): Promise<Application[]> {
  const rows = await listApplicationsByIds(db, [...grants.applicationIds]);
  const needle = filter.displayName?.trim().toLocaleLowerCase() ?? '';
  const tagId = filter.tagId?.trim() ?? '';
  return rows
    .filter((row) => !tagId || row.specialLeadTagId === tagId)
    .filter(
      (row) =>
        !needle ||
        [row.displayName, row.enName, row.aliasName].some((name) => name.toLocaleLowerCase().includes(needle)),
    )
    .map(toApplication);
}

const TAG_SORT_COLUMNS: Record<string, TagSortColumn> = { tagname: 'tagName', order: 'order' };

function parseTagSorting(sorting: string | undefined): { sortColumn: TagSortColumn; descending: boolean } {
  if (!sorting?.trim()) return { sortColumn: 'order', descending: false };
  const [field = '', direction = 'asc', ...rest] = sorting.trim().split(/\s+/);
  const sortColumn = TAG_SORT_COLUMNS[field.toLowerCase()];
  const dir = direction.toLowerCase();
  if (!sortColumn || rest.length > 0 || (dir !== 'asc' && dir !== 'desc')) {
    throw badRequest('errors.validation', {}, [{ field: 'sorting', messageKey: 'applications.invalidSorting' }]);
  }
  return { sortColumn, descending: dir === 'desc' };
}

/**
 * Tags for the workbench drawer's filters, in drawer order unless sorted otherwise. Ordinary
 * users see only tags holding an application they are granted (an empty filter would only hint
 * at applications they cannot open); administrators and application managers see every tag, as
 * they file applications under empty ones too and arrange them in the workbench editor.
 */
export async function queryTagPage(db: Db, grants: UserGrants, request: PagedRequest): Promise<PagedResult<TagAdmin>> {
  const seesAll = grants.isAdmin || grants.permissionCodes.has(PERMISSIONS.applicationManage);
  const { rows, total } = await pageTags(db, {
    limit: request.maxResultCount,
    offset: request.skipCount,
    ...parseTagSorting(request.sorting),
    ...(seesAll ? {} : { withApplicationIds: [...grants.applicationIds] }),
  });
  return { items: rows.map((row) => ({ id: row.id, tagName: row.tagName, order: row.order })), totalCount: total };
}

/**
 * Sub-systems of a granted application that hold at least one data permission granted to the
 * user, each listing only those permissions.
 */
export async function queryDbInstancesForUser(
  db: Db,
  grants: UserGrants,
  applicationId: string,
): Promise<DbInstance[]> {
  await assertApplicationGranted(db, grants, applicationId);
  const rows = await listDbInstancesWithPermissions(db, applicationId);
  const byId = new Map<string, DbInstance>();
  for (const row of rows) {
    if (!row.permissionId || !grants.dataPermissionIds.has(row.permissionId)) continue;
    let instance = byId.get(row.instanceId);
    if (!instance) {
      instance = {
        id: row.instanceId,
        code: row.instanceCode,
        displayName: row.instanceName,
        applicationId: row.applicationId,
        dataPermissionOutputs: [],
      };
      byId.set(row.instanceId, instance);
    }
    instance.dataPermissionOutputs.push({
      id: row.permissionId,
      code: row.permissionCode ?? '',
      displayName: row.permissionName ?? '',
    });
  }
  return [...byId.values()];
}

/** Documents of the applications the user is granted. */
export async function queryApplicationFilesForUser(db: Db, grants: UserGrants): Promise<ApplicationFile[]> {
  return listFilesOfApplications(db, [...grants.applicationIds]);
}
