import type {
  BatchDeleteResult,
  CreateDbInstanceRequest,
  DbInstanceAdmin,
  DbInstancePageRequest,
  EditDbInstanceRequest,
  PagedResult,
} from '@workbench/contracts';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { badRequest, conflict, type FieldProblem, notFound } from '../../../platform/errors';
import type { ChangeContext } from '../../../platform/events/in-transaction';
import { isUuid } from '../../../platform/ids';
import { type Actor, recordAudit } from '../../audit/audit.service';
import {
  changeCatalogue,
  matchesFilter,
  nameCollator,
  pageOf,
  requireAllFound,
  uniqueViolationOf,
  uuidsOf,
} from '../catalogue-writes';
import { assertApplicationExists } from './applications.service';
import { lockApplication } from './applications-admin.repository';
import {
  type DbInstanceWithPermissions,
  deleteDataPermissionsExcept,
  deleteDbInstances,
  findDbInstanceIdByCode,
  findDbInstances,
  insertDataPermissions,
  insertDbInstance,
  listDbInstancesOfApplication,
  nextDbInstanceOrder,
  updateDataPermission,
  updateDbInstance,
} from './db-instances-admin.repository';

export function toDbInstanceAdmin(row: DbInstanceWithPermissions): DbInstanceAdmin {
  return {
    id: row.id,
    applicationId: row.applicationId,
    code: row.code,
    displayName: row.displayName,
    order: row.order,
    dataPermissionOutputs: row.dataPermissions.map((p) => ({ id: p.id, code: p.code, displayName: p.displayName })),
  };
}

type Row = DbInstanceWithPermissions;
const BY_FIELD: Record<'code' | 'displayName' | 'order', (a: Row, b: Row) => number> = {
  code: (a, b) => nameCollator.compare(a.code, b.code),
  displayName: (a, b) => nameCollator.compare(a.displayName, b.displayName),
  order: (a, b) => a.order - b.order || nameCollator.compare(a.code, b.code),
};

/** The sub-systems of one application (404 when there is no such application). */
export async function queryDbInstancePage(
  db: Db,
  request: DbInstancePageRequest,
): Promise<PagedResult<DbInstanceAdmin>> {
  await assertApplicationExists(db, request.applicationId);
  const rows = await listDbInstancesOfApplication(db, request.applicationId);
  const matching = rows.filter((row) => matchesFilter(request.filter, row.code, row.displayName));
  const { field, direction } = request.sorting ?? { field: 'order', direction: 'asc' };
  const compare = BY_FIELD[field];
  matching.sort((a, b) => (direction === 'desc' ? compare(b, a) : compare(a, b)));
  return pageOf(matching.map(toDbInstanceAdmin), request.skipCount, request.maxResultCount);
}

async function findOne(db: DbOrTx, id: string): Promise<DbInstanceWithPermissions> {
  const [row] = isUuid(id) ? await findDbInstances(db, [id]) : [];
  if (!row) throw notFound('dbInstances.notFound');
  return row;
}

export async function getDbInstanceAdmin(db: DbOrTx, id: string): Promise<DbInstanceAdmin> {
  return toDbInstanceAdmin(await findOne(db, id));
}

type PermissionFields = CreateDbInstanceRequest['dataPermissions'][number];

/**
 * Checks the nested list: an id must name a data permission of this very sub-system (a new
 * sub-system has none) and appear once; a code may appear once (409, like a taken code).
 */
function checkDataPermissionList(list: readonly PermissionFields[], existing: ReadonlySet<string>): void {
  const problems: FieldProblem[] = [];
  const seenIds = new Set<string>();
  for (const [index, item] of list.entries()) {
    if (item.id === undefined) continue;
    if (!existing.has(item.id)) {
      problems.push({ field: `dataPermissions.${index}.id`, messageKey: 'dbInstances.dataPermissionNotInDbInstance' });
    } else if (seenIds.has(item.id)) {
      problems.push({ field: `dataPermissions.${index}.id`, messageKey: 'dbInstances.listedTwice' });
    }
    seenIds.add(item.id);
  }
  if (problems.length > 0) throw badRequest('errors.validation', {}, problems);
  const seenCodes = new Set<string>();
  for (const item of list) {
    if (seenCodes.has(item.code)) throw conflict('dbInstances.duplicateDataPermissionCode', { code: item.code });
    seenCodes.add(item.code);
  }
}

async function assertCodeFree(tx: Tx, applicationId: string, code: string, exceptId?: string): Promise<void> {
  const holder = await findDbInstanceIdByCode(tx, applicationId, code);
  if (holder && holder !== exceptId) throw conflict('dbInstances.duplicateCode', { code });
}

/** The unique indexes still guard codes taken by a concurrent call between the check and the write. */
async function mappingDuplicates<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueViolationOf(error);
    if (constraint === undefined) throw error;
    if (constraint === 'data_permissions_instance_code_key') {
      throw conflict('dbInstances.dataPermissionCodeTaken');
    }
    throw conflict('dbInstances.duplicateCode', { code });
  }
}

const permissionRows = (dbInstanceId: string, list: readonly PermissionFields[]) =>
  list.flatMap((item, order) =>
    item.id === undefined ? [{ dbInstanceId, code: item.code, displayName: item.displayName, order }] : [],
  );

/** Creates a sub-system with its data permissions; it goes last among the application's. */
export async function createDbInstance(
  ctx: ChangeContext,
  actor: Actor,
  request: CreateDbInstanceRequest,
): Promise<DbInstanceAdmin> {
  return mappingDuplicates(request.code, () =>
    changeCatalogue(ctx, async (tx) => {
      if (!(isUuid(request.applicationId) && (await lockApplication(tx, request.applicationId)))) {
        throw notFound('applications.notFound');
      }
      checkDataPermissionList(request.dataPermissions, new Set());
      await assertCodeFree(tx, request.applicationId, request.code);
      const id = await insertDbInstance(tx, {
        applicationId: request.applicationId,
        code: request.code,
        displayName: request.displayName,
        order: await nextDbInstanceOrder(tx, request.applicationId),
      });
      await insertDataPermissions(tx, permissionRows(id, request.dataPermissions));
      const created = toDbInstanceAdmin(await findOne(tx, id));
      await recordAudit(tx, actor, [
        {
          resource: 'dbInstance',
          action: 'create',
          resourceId: id,
          resourceName: created.displayName,
          before: null,
          after: created,
        },
      ]);
      return created;
    }),
  );
}

/**
 * Edits a sub-system and its data permissions as one: listed ones with an id are updated, those
 * without are added, unlisted ones are deleted (with the roles' grants of them). The list's order
 * is the display order. A sub-system stays in its application.
 */
export async function editDbInstance(
  ctx: ChangeContext,
  actor: Actor,
  request: EditDbInstanceRequest,
): Promise<DbInstanceAdmin> {
  return mappingDuplicates(request.code, () =>
    changeCatalogue(ctx, async (tx) => {
      const stored = await findOne(tx, request.id);
      if (request.applicationId !== stored.applicationId) {
        throw badRequest('errors.validation', {}, [
          { field: 'applicationId', messageKey: 'dbInstances.applicationFixed' },
        ]);
      }
      await lockApplication(tx, stored.applicationId);
      const before = toDbInstanceAdmin(await findOne(tx, request.id));
      checkDataPermissionList(request.dataPermissions, new Set(before.dataPermissionOutputs.map((p) => p.id)));
      await assertCodeFree(tx, stored.applicationId, request.code, stored.id);
      await updateDbInstance(tx, stored.id, { code: request.code, displayName: request.displayName });

      const kept = request.dataPermissions.flatMap((item, order) => (item.id ? [{ ...item, id: item.id, order }] : []));
      await deleteDataPermissionsExcept(
        tx,
        stored.id,
        kept.map((item) => item.id),
      );
      // Two kept permissions may swap codes; parking the changed ones on a code no real one can
      // have ("~" is not allowed in codes) keeps the unique index satisfied at every statement.
      const storedCodes = new Map(before.dataPermissionOutputs.map((p) => [p.id, p.code]));
      const renamed = kept.filter((item) => storedCodes.get(item.id) !== item.code);
      for (const item of renamed) await updateDataPermission(tx, item.id, { code: `~${item.id}` });
      for (const item of kept) {
        await updateDataPermission(tx, item.id, { code: item.code, displayName: item.displayName, order: item.order });
      }
      await insertDataPermissions(tx, permissionRows(stored.id, request.dataPermissions));

      const after = toDbInstanceAdmin(await findOne(tx, stored.id));
      await recordAudit(tx, actor, [
        {
          resource: 'dbInstance',
          action: 'edit',
          resourceId: after.id,
          resourceName: after.displayName,
          before,
          after,
        },
      ]);
      return after;
    }),
  );
}

/** Deletes sub-systems with their data permissions and the roles' grants of them. One unknown id deletes nothing. */
export async function deleteDbInstancesByIds(
  ctx: ChangeContext,
  actor: Actor,
  ids: readonly string[],
): Promise<BatchDeleteResult> {
  return changeCatalogue(ctx, async (tx) => {
    const rows = await findDbInstances(tx, uuidsOf(ids));
    const distinct = requireAllFound(ids, new Set(rows.map((row) => row.id)), 'dbInstances.notFound');
    const deleted = await deleteDbInstances(tx, distinct);
    await recordAudit(
      tx,
      actor,
      rows.map((row) => ({
        resource: 'dbInstance' as const,
        action: 'delete' as const,
        resourceId: row.id,
        resourceName: row.displayName,
        before: toDbInstanceAdmin(row),
        after: null,
      })),
    );
    return { deleted };
  });
}
