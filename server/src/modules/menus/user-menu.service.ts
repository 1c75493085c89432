import type { MenuResponse, UserMenuListRequest } from '@workbench/contracts';
import type { Db } from '../../db/client';
import { DerivedCache } from '../../db/derived-cache';
import { sharedAnswer } from '../../platform/shared-answers';
import { assertApplicationGranted, resolveGrantedDbScope } from '../applications/applications.service';
import { favouritesViewOf, loadFavourites } from '../favourites/favourites.service';
import type { UserGrants } from '../roles/grants.service';
import { buildMenuTree } from './menu-tree';
import { listMenusOfApplication } from './menus.repository';
import { baseMenuCodesOf, grantedPagesOf } from './menus.service';

/**
 * Each user's side menus, built again only when the grants, the application's menus or the
 * user's favourites behind them changed (or their read caches' lifetime ran out): the first screen
 * asks for the same menu on every page load of every terminal.
 */
const menuAnswers = new DerivedCache<MenuResponse>();

/**
 * The side menu of one application and sub-system: the granted Service → Module → Page tree,
 * the user's favourites, which tab opens first and the portal permission codes.
 * Kept apart from menus.service because it combines menus with favourites, which in turn
 * depend on menus.service (this way the two services do not import each other).
 * The answer is shared between calls (frozen): callers must not change it.
 */
export async function queryUserMenuList(
  db: Db,
  grants: UserGrants,
  userId: string,
  request: UserMenuListRequest,
): Promise<MenuResponse> {
  const { applicationId, isPda } = request;
  await assertApplicationGranted(db, grants, applicationId);
  const dbId = await resolveGrantedDbScope(db, grants, applicationId, request.dbId);
  // Both checks passed: the menus and the favourites can be read side by side.
  const [rows, stored] = await Promise.all([
    listMenusOfApplication(db, applicationId, isPda),
    loadFavourites(db, { userId, applicationId, dbId }),
  ]);
  const inputs = [grants, rows, stored.rows, stored.firstPickMenu];
  return menuAnswers.get(db, `${userId}:${applicationId}:${dbId}:${isPda}`, inputs, () => {
    const grantedPages = grantedPagesOf(rows, grants);
    const favourites = favouritesViewOf(stored, grantedPages);
    const context = {
      dbId: dbId || null,
      firstPickMenu: favourites.firstPickMenu,
      collectedMenuIds: favourites.collectedMenuIds,
    };
    return sharedAnswer({
      defaultLeadMenuQueryOutput: buildMenuTree(rows, context, (row) => grantedPages.has(row.id)),
      collectLeadMenuQueryOutput: favourites.tree,
      firstPickMenu: favourites.firstPickMenu,
      baseMenuCodes: baseMenuCodesOf(grants),
    });
  });
}
