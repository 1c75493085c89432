import type { BaseMenuList, MenuItem, MenuType, MoveMenuRequest } from '@workbench/contracts';
import type { Db } from '../../db/client';
import { badRequest, type FieldProblem, forbidden, notFound } from '../../platform/errors';
import type { ChangeContext } from '../../platform/events/in-transaction';
import { isUuid } from '../../platform/ids';
import { assertApplicationExists, assertApplicationGranted } from '../applications/applications.service';
import { changeCatalogue, lockApplication } from '../applications/applications-admin.service';
import { type Actor, recordAudit } from '../audit/audit.service';
import type { UserGrants } from '../roles/grants.service';
import { buildMenuTree } from './menu-tree';
import {
  findMenu,
  listMenusOfApplication,
  listPagesOfApplication,
  listSiblings,
  lockMenusOfApplication,
  type MenuRow,
  updateMenuPlacement,
} from './menus.repository';

export type { MenuRow } from './menus.repository';
/** For the roles module: the menus a role names, and every menu id. */
export { listAllMenuIds, listMenuScopes, type MenuScopeRow } from './menus.repository';

/** The caller's portal permission codes (parents included), each true, as the portal expects. */
export function baseMenuCodesOf(grants: UserGrants): BaseMenuList['baseMenuCodes'] {
  const codes: Record<string, boolean> = {};
  for (const code of [...grants.permissionCodes].sort()) codes[code] = true;
  return codes;
}

/**
 * The menus of an application the user may open, after checking the application is granted.
 * `rows` is the whole menu of the application (for building trees), `grantedPages` the Page rows
 * the user is granted, keyed by id.
 */
export async function loadGrantedMenus(
  db: Db,
  grants: UserGrants,
  applicationId: string,
  isPda: boolean,
): Promise<{ rows: MenuRow[]; grantedPages: Map<string, MenuRow> }> {
  await assertApplicationGranted(db, grants, applicationId);
  const rows = await listMenusOfApplication(db, applicationId, isPda);
  return { rows, grantedPages: grantedPagesOf(rows, grants) };
}

/** The Page rows among `rows` that the user is granted, keyed by id. */
export function grantedPagesOf(rows: readonly MenuRow[], grants: UserGrants): Map<string, MenuRow> {
  const grantedPages = new Map<string, MenuRow>();
  for (const row of rows) {
    if (row.menuType === 'Page' && grants.menuIds.has(row.id)) grantedPages.set(row.id, row);
  }
  return grantedPages;
}

/**
 * The Page rows of a granted application the user is granted, keyed by id, portal and PDA alike:
 * favourites may hold any page the user can open.
 */
export async function loadGrantedPages(
  db: Db,
  grants: UserGrants,
  applicationId: string,
): Promise<Map<string, MenuRow>> {
  await assertApplicationGranted(db, grants, applicationId);
  const pages = await listPagesOfApplication(db, applicationId);
  return new Map(pages.filter((page) => grants.menuIds.has(page.id)).map((page) => [page.id, page]));
}

/**
 * Throws unless menuId names a Page of the application that the user is granted. Like
 * applications, an ungranted menu is a 403 for ordinary users whether or not it exists; an
 * administrator naming a menu that is not in the application gets a 404.
 */
export async function assertGrantedPage(
  db: Db,
  grants: UserGrants,
  applicationId: string,
  menuId: string,
): Promise<MenuRow> {
  const menu = isUuid(menuId) ? await findMenu(db, menuId) : undefined;
  const inApplication = menu !== undefined && menu.applicationId === applicationId;
  if (!menu || !inApplication || !grants.menuIds.has(menu.id)) {
    if (grants.isAdmin) throw notFound('menus.notFound');
    throw forbidden('menus.notGranted');
  }
  if (menu.menuType !== 'Page') {
    throw badRequest('errors.validation', {}, [{ field: 'menuId', messageKey: 'favourites.onlyPages' }]);
  }
  return menu;
}

/**
 * The administrator's view: the whole tree of an application, empty folders included. The
 * application-management permission covers every application (its holders create and edit them),
 * so this asks only that the application exists, not that the caller's roles grant it.
 */
export async function getAllMenusOfApplication(db: Db, applicationId: string, isPda: boolean): Promise<MenuItem[]> {
  await assertApplicationExists(db, applicationId);
  const rows = await listMenusOfApplication(db, applicationId, isPda);
  return buildMenuTree(rows, { dbId: null, firstPickMenu: 0, collectedMenuIds: new Set() }, () => true, true);
}

/** Which parent type each menu type must sit under (Service at the top). */
const REQUIRED_PARENT_TYPE: Record<MenuType, MenuType | null> = { Service: null, Module: 'Service', Page: 'Module' };

/** The problem with placing a menu of `type` under a parent of `parentType` (null: the top level), if any. */
export function nestingProblem(type: MenuType, parentType: MenuType | null): FieldProblem | undefined {
  const required = REQUIRED_PARENT_TYPE[type];
  if (parentType === required) return undefined;
  return required
    ? { field: 'parentId', messageKey: 'menus.invalidNesting', params: { type, parent: required } }
    : { field: 'parentId', messageKey: 'menus.serviceAtTopLevel' };
}

/**
 * Moves a menu under a new parent at a position among its new siblings, renumbering the new and
 * the old siblings 0..n-1 so orders stay dense. Runs in one transaction with the application
 * (the same lock menu creation takes) and its menus locked: a half-done renumbering would leave
 * two menus claiming the same place. The move is recorded in the change log.
 */
export async function moveMenu(ctx: ChangeContext, actor: Actor, request: MoveMenuRequest): Promise<void> {
  // For holders of the application-management permission, which covers every application and
  // may learn whether a menu exists: unknown ids are 404s.
  const menu = isUuid(request.id) ? await findMenu(ctx.db, request.id) : undefined;
  if (!menu) throw notFound('menus.notFound');
  const parentId = request.parentId ?? null;
  let parentType: MenuType | null = null;
  if (parentId !== null) {
    const parent = isUuid(parentId) ? await findMenu(ctx.db, parentId) : undefined;
    if (!parent) throw notFound('menus.parentNotFound');
    if (parent.applicationId !== menu.applicationId) {
      throw badRequest('errors.validation', {}, [{ field: 'parentId', messageKey: 'menus.parentInOtherApplication' }]);
    }
    parentType = parent.menuType;
  }
  const problem = nestingProblem(menu.menuType, parentType);
  if (problem) throw badRequest('errors.validation', {}, [problem]);

  await changeCatalogue(ctx, async (tx) => {
    await lockApplication(tx, menu.applicationId);
    await lockMenusOfApplication(tx, menu.applicationId);
    // Read again under the lock: a concurrent move may have changed its place since.
    const current = (await findMenu(tx, menu.id)) ?? menu;
    const siblings = await listSiblings(tx, menu.applicationId, parentId, menu.id);
    const position = Math.min(request.order, siblings.length);
    const placed = [...siblings.slice(0, position), { id: menu.id, order: -1 }, ...siblings.slice(position)];
    for (const [index, sibling] of placed.entries()) {
      if (sibling.id === menu.id) await updateMenuPlacement(tx, menu.id, parentId, index);
      else if (sibling.order !== index) await updateMenuPlacement(tx, sibling.id, parentId, index);
    }
    if (current.parentId !== parentId) {
      const formerSiblings = await listSiblings(tx, menu.applicationId, current.parentId, menu.id);
      for (const [index, sibling] of formerSiblings.entries()) {
        if (sibling.order !== index) await updateMenuPlacement(tx, sibling.id, current.parentId, index);
      }
    }
    await recordAudit(tx, actor, [
      {
        resource: 'leadMenu',
        action: 'move',
        resourceId: menu.id,
        resourceName: menu.menuName,
        before: { menuCode: menu.menuCode, parentId: current.parentId, order: current.order },
        after: { menuCode: menu.menuCode, parentId, order: position },
      },
    ]);
  });
}
