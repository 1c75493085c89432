import type { MenuResponse, UserMenuListRequest } from '@workbench/contracts';
import type { Db } from '../../db/client';
import { assertApplicationGranted, resolveGrantedDbScope } from '../applications/applications.service';
import { favouritesViewOf, loadFavourites } from '../favourites/favourites.service';
import type { UserGrants } from '../roles/grants.service';
import { buildMenuTree } from './menu-tree';
import { baseMenuCodesOf, loadGrantedMenus } from './menus.service';

/**
 * The side menu of one application and sub-system: the granted Service → Module → Page tree,
 * the user's favourites, which tab opens first and the portal permission codes.
 * Kept apart from menus.service because it combines menus with favourites, which in turn
 * depend on menus.service (this way the two services do not import each other).
 */
export async function queryUserMenuList(
  db: Db,
  grants: UserGrants,
  userId: string,
  request: UserMenuListRequest,
): Promise<MenuResponse> {
  await assertApplicationGranted(db, grants, request.applicationId);
  const dbId = await resolveGrantedDbScope(db, grants, request.applicationId, request.dbId);
  // Both checks passed: the menus and the favourites can be read side by side.
  const [{ rows, grantedPages }, stored] = await Promise.all([
    loadGrantedMenus(db, grants, request.applicationId, request.isPda),
    loadFavourites(db, { userId, applicationId: request.applicationId, dbId }),
  ]);
  const favourites = favouritesViewOf(stored, grantedPages);
  const context = {
    dbId: dbId || null,
    firstPickMenu: favourites.firstPickMenu,
    collectedMenuIds: favourites.collectedMenuIds,
  };
  return {
    defaultLeadMenuQueryOutput: buildMenuTree(rows, context, (row) => grantedPages.has(row.id)),
    collectLeadMenuQueryOutput: favourites.tree,
    firstPickMenu: favourites.firstPickMenu,
    baseMenuCodes: baseMenuCodesOf(grants),
  };
}
