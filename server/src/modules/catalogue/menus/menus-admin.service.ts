import type {
  BatchDeleteResult,
  CreateMenuRequest,
  EditMenuRequest,
  MenuAdmin,
  MenuPageRequest,
  PagedResult,
} from '@workbench/contracts';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import type { ChangeContext } from '../../../platform/events/in-transaction';
import { isUuid } from '../../../platform/ids';
import { type Actor, recordAudit } from '../../audit/audit.service';
import { assertApplicationExists } from '../applications/applications.service';
import { lockApplicationForChanges } from '../applications/applications-admin.service';
import { changeCatalogue, matchesFilter, nameCollator, pageOf, requireAllFound, uuidsOf } from '../catalogue-writes';
import { nestingProblem } from './menu-placement.service';
import type { MenuRow } from './menus.repository';
import {
  deleteMenus,
  findMenuIdByCode,
  findMenus,
  insertMenu,
  listAllMenusOfApplication,
  nextSiblingOrder,
  updateMenuFields,
} from './menus-admin.repository';

export function toMenuAdmin(row: MenuRow): MenuAdmin {
  return {
    id: row.id,
    applicationId: row.applicationId,
    parentId: row.parentId,
    menuType: row.menuType,
    menuCode: row.menuCode,
    menuName: row.menuName,
    menuNameEn: row.menuNameEn,
    menuNameAlias: row.menuNameAlias,
    webClientRoute: row.webClientRoute,
    path: row.path,
    icon: row.icon,
    pageType: row.pageType === 1 ? 1 : 0,
    keepAliveFlag: row.keepAliveFlag,
    isPda: row.isPda,
    order: row.order,
  };
}

const BY_FIELD: Record<'menuCode' | 'menuName' | 'order', (a: MenuRow, b: MenuRow) => number> = {
  menuCode: (a, b) => nameCollator.compare(a.menuCode, b.menuCode),
  menuName: (a, b) => nameCollator.compare(a.menuName, b.menuName),
  order: (a, b) => a.order - b.order || nameCollator.compare(a.menuCode, b.menuCode),
};

/** The menus of one application as a flat list (the tree is getAllMenusByApplicationId). */
export async function queryMenuPage(db: Db, request: MenuPageRequest): Promise<PagedResult<MenuAdmin>> {
  await assertApplicationExists(db, request.applicationId);
  const rows = await listAllMenusOfApplication(db, request.applicationId);
  const matching = rows.filter(
    (row) =>
      (request.menuType === undefined || row.menuType === request.menuType) &&
      (request.isPda === undefined || row.isPda === request.isPda) &&
      matchesFilter(request.filter, row.menuCode, row.menuName, row.menuNameEn, row.menuNameAlias),
  );
  const { field, direction } = request.sorting ?? { field: 'order', direction: 'asc' };
  const compare = BY_FIELD[field];
  matching.sort((a, b) => (direction === 'desc' ? compare(b, a) : compare(a, b)));
  return pageOf(matching.map(toMenuAdmin), request.skipCount, request.maxResultCount);
}

async function findOne(db: DbOrTx, id: string): Promise<MenuRow> {
  const [row] = isUuid(id) ? await findMenus(db, [id]) : [];
  if (!row) throw notFound('menus.notFound');
  return row;
}

export async function getMenuAdmin(db: DbOrTx, id: string): Promise<MenuAdmin> {
  return toMenuAdmin(await findOne(db, id));
}

/** Menu codes are unique within an application; the caller holds the application's lock. */
async function assertCodeFree(tx: Tx, applicationId: string, menuCode: string, exceptId?: string): Promise<void> {
  if (await findMenuIdByCode(tx, applicationId, menuCode, exceptId)) {
    throw conflict('menus.duplicateCode', { code: menuCode });
  }
}

const editableFields = (request: Omit<EditMenuRequest, 'id' | 'isPda'>) => ({
  menuCode: request.menuCode,
  menuName: request.menuName,
  menuNameEn: request.menuNameEn,
  menuNameAlias: request.menuNameAlias,
  webClientRoute: request.webClientRoute,
  path: request.path,
  icon: request.icon,
  pageType: request.pageType,
  keepAliveFlag: request.keepAliveFlag,
});

/**
 * Creates a menu last among its siblings: a Service at the top level, a Module inside a Service,
 * a Page inside a Module, always of its parent's kind (portal or PDA). The application is locked
 * while the code is checked and the row written, so two creations cannot take one code.
 */
export async function createMenu(ctx: ChangeContext, actor: Actor, request: CreateMenuRequest): Promise<MenuAdmin> {
  return changeCatalogue(ctx, async (tx) => {
    const { applicationId, parentId } = request;
    if (!(isUuid(applicationId) && (await lockApplicationForChanges(tx, applicationId))))
      throw notFound('applications.notFound');
    const [parent] = parentId !== null && isUuid(parentId) ? await findMenus(tx, [parentId]) : [];
    if (parentId !== null && !parent) throw notFound('menus.parentNotFound');
    if (parent && parent.applicationId !== applicationId) {
      throw badRequest('errors.validation', {}, [{ field: 'parentId', messageKey: 'menus.parentInOtherApplication' }]);
    }
    const problem = nestingProblem(request.menuType, parent?.menuType ?? null);
    if (problem) throw badRequest('errors.validation', {}, [problem]);
    if (parent && parent.isPda !== request.isPda) {
      throw badRequest('errors.validation', {}, [{ field: 'isPda', messageKey: 'menus.pdaMismatch' }]);
    }
    await assertCodeFree(tx, applicationId, request.menuCode);
    const id = await insertMenu(tx, {
      ...editableFields(request),
      applicationId,
      parentId,
      menuType: request.menuType,
      isPda: request.isPda,
      order: await nextSiblingOrder(tx, applicationId, parentId),
    });
    const created = toMenuAdmin(await findOne(tx, id));
    await recordAudit(tx, actor, [
      {
        resource: 'leadMenu',
        action: 'create',
        resourceId: id,
        resourceName: created.menuName,
        before: null,
        after: created,
      },
    ]);
    return created;
  });
}

/**
 * Edits a menu's names, code, address and display options. Its type, place (leadMenu/move) and
 * kind (portal or PDA: its subtree shares it) stay; a request changing the kind is refused
 * rather than quietly ignored.
 */
export async function editMenu(ctx: ChangeContext, actor: Actor, request: EditMenuRequest): Promise<MenuAdmin> {
  return changeCatalogue(ctx, async (tx) => {
    const stored = await findOne(tx, request.id);
    await lockApplicationForChanges(tx, stored.applicationId);
    if (request.isPda !== stored.isPda) {
      throw badRequest('errors.validation', {}, [{ field: 'isPda', messageKey: 'menus.pdaFixed' }]);
    }
    await assertCodeFree(tx, stored.applicationId, request.menuCode, stored.id);
    await updateMenuFields(tx, stored.id, editableFields(request));
    const before = toMenuAdmin(stored);
    const after = toMenuAdmin(await findOne(tx, stored.id));
    await recordAudit(tx, actor, [
      { resource: 'leadMenu', action: 'edit', resourceId: after.id, resourceName: after.menuName, before, after },
    ]);
    return after;
  });
}

/** The codes of every menu below `id` (not `id` itself). */
function descendantCodes(all: readonly MenuRow[], id: string): string[] {
  const codes: string[] = [];
  const below = (parentId: string, depth: number) => {
    if (depth > 3) return; // three levels at most; also stops a corrupted cycle
    for (const row of all) {
      if (row.parentId !== parentId) continue;
      codes.push(row.menuCode);
      below(row.id, depth + 1);
    }
  };
  below(id, 1);
  return codes;
}

/**
 * Deletes menus with their subtrees (and the roles' grants and users' favourites of them, by FK
 * cascade). One unknown id deletes nothing. The log names what went with each menu.
 */
export async function deleteMenusByIds(
  ctx: ChangeContext,
  actor: Actor,
  ids: readonly string[],
): Promise<BatchDeleteResult> {
  return changeCatalogue(ctx, async (tx) => {
    const rows = await findMenus(tx, uuidsOf(ids));
    const distinct = requireAllFound(ids, new Set(rows.map((row) => row.id)), 'menus.notFound');
    const applicationIds = [...new Set(rows.map((row) => row.applicationId))].sort();
    const menusOf = new Map<string, MenuRow[]>();
    for (const applicationId of applicationIds) {
      await lockApplicationForChanges(tx, applicationId);
      menusOf.set(applicationId, await listAllMenusOfApplication(tx, applicationId));
    }
    const deleted = await deleteMenus(tx, distinct);
    await recordAudit(
      tx,
      actor,
      rows.map((row) => ({
        resource: 'leadMenu' as const,
        action: 'delete' as const,
        resourceId: row.id,
        resourceName: row.menuName,
        before: { ...toMenuAdmin(row), subtree: descendantCodes(menusOf.get(row.applicationId) ?? [], row.id) },
        after: null,
      })),
    );
    return { deleted };
  });
}
