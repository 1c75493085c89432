import type { BaseMenuList, MenuItem } from '@workbench/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import type { UserGrants } from '../../../platform/auth/grant-reader';
import { badRequest, forbidden, notFound } from '../../../platform/errors';
import { isUuid } from '../../../platform/ids';
import { assertApplicationExists, assertApplicationGranted } from '../applications/applications.service';
import { buildMenuTree } from './menu-tree';
import {
  findMenu,
  listMenusOfApplication,
  listPagesOfApplication,
  type MenuRow,
  type MenuScopeRow,
  listAllMenuIds as selectAllMenuIds,
  listMenuScopes as selectMenuScopes,
} from './menus.repository';

export type { MenuRow } from './menus.repository';
export type { MenuScopeRow };

/** The application and type of each named menu (unknown ids are left out): what the granting rules compare. */
export function listMenuScopes(db: DbOrTx, ids: readonly string[]): Promise<MenuScopeRow[]> {
  return selectMenuScopes(db, ids);
}

/** Every menu id: what an administrator is granted. */
export function listAllMenuIds(db: DbOrTx): Promise<string[]> {
  return selectAllMenuIds(db);
}

/** The whole menu of an application (portal or PDA), read through the cache: what menu trees are built from. */
export function listApplicationMenus(db: Db, applicationId: string, isPda: boolean): Promise<MenuRow[]> {
  return listMenusOfApplication(db, applicationId, isPda);
}

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
