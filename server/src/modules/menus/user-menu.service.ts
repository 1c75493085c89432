import type { MenuResponse, UserMenuListRequest } from '@workbench/contracts';
import type { Db } from '../../db/client';
import { resolveGrantedDbScope } from '../applications/applications.service';
import { loadFavouritesView } from '../favourites/favourites.service';
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
  const { rows, grantedPages } = await loadGrantedMenus(db, grants, request.applicationId, request.isPda);
  const dbId = await resolveGrantedDbScope(db, grants, request.applicationId, request.dbId);
  const favourites = await loadFavouritesView(db, { userId, applicationId: request.applicationId, dbId }, grantedPages);
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
