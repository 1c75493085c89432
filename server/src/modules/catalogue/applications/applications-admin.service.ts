import type {
  ApplicationAdmin,
  ApplicationPageRequest,
  BatchDeleteResult,
  CreateApplicationRequest,
  EditApplicationRequest,
  PagedResult,
} from '@workbench/contracts';
import type { DbOrTx } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import type { ChangeContext } from '../../../platform/events/in-transaction';
import { isUuid } from '../../../platform/ids';
import { type Actor, recordAudit } from '../../audit/audit.service';
import {
  changeCatalogue,
  isUniqueViolation,
  matchesFilter,
  nameCollator,
  pageOf,
  requireAllFound,
  uuidsOf,
} from '../catalogue-writes';
import { toApplication } from './applications.service';
import {
  type ApplicationAdminRow,
  deleteApplications,
  findApplicationAdminRows,
  findApplicationIdByName,
  insertApplication,
  listApplicationAdminRows,
  lockApplication,
  nextApplicationOrder,
  updateApplication,
} from './applications-admin.repository';
import { findTags } from './tags-admin.repository';

/**
 * Row-locks the application until the transaction ends, so that changes below it (menu and
 * sub-system codes, menu places) are checked one at a time; false when there is no such application.
 */
export function lockApplicationForChanges(db: DbOrTx, id: string): Promise<boolean> {
  return lockApplication(db, id);
}

export function toApplicationAdmin(row: ApplicationAdminRow): ApplicationAdmin {
  return {
    ...toApplication(row),
    order: row.order,
    tagName: row.tagName,
    dbInstanceCount: row.dbInstanceCount,
    menuCount: row.menuCount,
  };
}

/** What the change log keeps of an application: a logo given inline is shortened, it can be tens of KiB. */
function auditRecord(row: ApplicationAdminRow) {
  const { applicationLogo, ...rest } = toApplicationAdmin(row);
  const logo = applicationLogo.startsWith('data:')
    ? `${applicationLogo.slice(0, 32)}… (${applicationLogo.length} characters)`
    : applicationLogo;
  return { ...rest, applicationLogo: logo };
}

type Row = ApplicationAdminRow;
const BY_FIELD: Record<'displayName' | 'order', (a: Row, b: Row) => number> = {
  displayName: (a, b) => nameCollator.compare(a.displayName, b.displayName),
  order: (a, b) => a.order - b.order || nameCollator.compare(a.displayName, b.displayName),
};

/** The admin list: a name fragment in any of the three languages, a tag, sorting by name or workbench order. */
export async function queryApplicationPage(
  db: DbOrTx,
  request: ApplicationPageRequest,
): Promise<PagedResult<ApplicationAdmin>> {
  const rows = await listApplicationAdminRows(db);
  const matching = rows.filter(
    (row) =>
      (!request.tagId || row.specialLeadTagId === request.tagId) &&
      matchesFilter(request.filter, row.displayName, row.enName, row.aliasName),
  );
  const { field, direction } = request.sorting ?? { field: 'order', direction: 'asc' };
  const compare = BY_FIELD[field];
  matching.sort((a, b) => (direction === 'desc' ? compare(b, a) : compare(a, b)));
  return pageOf(matching.map(toApplicationAdmin), request.skipCount, request.maxResultCount);
}

async function findOne(db: DbOrTx, id: string): Promise<ApplicationAdminRow> {
  const [row] = isUuid(id) ? await findApplicationAdminRows(db, [id]) : [];
  if (!row) throw notFound('applications.notFound');
  return row;
}

export async function getApplicationAdmin(db: DbOrTx, id: string): Promise<ApplicationAdmin> {
  return toApplicationAdmin(await findOne(db, id));
}

/** A tag named in a body is a field of it: an unknown one is a 400 naming the field. */
export async function assertTagExists(db: DbOrTx, tagId: string | null, field: string): Promise<void> {
  if (tagId === null) return;
  if (!isUuid(tagId) || (await findTags(db, [tagId])).length === 0) {
    throw badRequest('errors.validation', {}, [{ field, messageKey: 'applications.tagNotFound' }]);
  }
}

async function assertNameFree(db: DbOrTx, displayName: string, exceptId?: string): Promise<void> {
  const holder = await findApplicationIdByName(db, displayName);
  if (holder && holder !== exceptId) throw conflict('applications.duplicateName', { name: displayName });
}

/** The unique index still guards a name taken by a concurrent call between the check and the write. */
async function mappingDuplicateName<T>(displayName: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('applications.duplicateName', { name: displayName });
    throw error;
  }
}

/** Creates an application; it goes last on the workbench. */
export async function createApplication(
  ctx: ChangeContext,
  actor: Actor,
  request: CreateApplicationRequest,
): Promise<ApplicationAdmin> {
  return mappingDuplicateName(request.displayName, () =>
    changeCatalogue(ctx, async (tx) => {
      await assertTagExists(tx, request.specialLeadTagId, 'specialLeadTagId');
      await assertNameFree(tx, request.displayName);
      const id = await insertApplication(tx, { ...request, order: await nextApplicationOrder(tx) });
      const created = await findOne(tx, id);
      await recordAudit(tx, actor, [
        {
          resource: 'application',
          action: 'create',
          resourceId: id,
          resourceName: created.displayName,
          before: null,
          after: auditRecord(created),
        },
      ]);
      return toApplicationAdmin(created);
    }),
  );
}

/** Edits an application's fields; its place on the workbench is changed by the arrangement. */
export async function editApplication(
  ctx: ChangeContext,
  actor: Actor,
  request: EditApplicationRequest,
): Promise<ApplicationAdmin> {
  const { id, ...fields } = request;
  return mappingDuplicateName(request.displayName, () =>
    changeCatalogue(ctx, async (tx) => {
      const before = await findOne(tx, id);
      await assertTagExists(tx, fields.specialLeadTagId, 'specialLeadTagId');
      await assertNameFree(tx, fields.displayName, id);
      await updateApplication(tx, id, fields);
      const after = await findOne(tx, id);
      await recordAudit(tx, actor, [
        {
          resource: 'application',
          action: 'edit',
          resourceId: id,
          resourceName: after.displayName,
          before: auditRecord(before),
          after: auditRecord(after),
        },
      ]);
      return toApplicationAdmin(after);
    }),
  );
}

/**
 * Deletes applications with everything below them (sub-systems, data permissions, menus, files,
 * favourites and the roles' grants of them go by FK cascade). One unknown id deletes nothing.
 * Uploaded logos stay: they are addressed by id and may be shown elsewhere.
 */
export async function deleteApplicationsByIds(
  ctx: ChangeContext,
  actor: Actor,
  ids: readonly string[],
): Promise<BatchDeleteResult> {
  return changeCatalogue(ctx, async (tx) => {
    const rows = await findApplicationAdminRows(tx, uuidsOf(ids));
    const distinct = requireAllFound(ids, new Set(rows.map((row) => row.id)), 'applications.notFound');
    const deleted = await deleteApplications(tx, distinct);
    await recordAudit(
      tx,
      actor,
      rows.map((row) => ({
        resource: 'application' as const,
        action: 'delete' as const,
        resourceId: row.id,
        resourceName: row.displayName,
        before: auditRecord(row),
        after: null,
      })),
    );
    return { deleted };
  });
}
