import type { MenuResponse, UserMenuListRequest } from '@workbench/contracts';
import type { Db } from '../../db/client';
import { DerivedCache } from '../../db/derived-cache';
import { READ_CACHE_TTL_MS, ReadCache } from '../../db/read-cache';
import { readTogether } from '../../db/read-together';
import type { UserGrants } from '../../platform/auth/grant-reader';
import { isUuid } from '../../platform/ids';
import { sharedAnswer } from '../../platform/shared-answers';
import { loadUserGrants } from '../access/grants.service';
import { assertApplicationGranted, resolveGrantedDbScope } from '../catalogue/applications/applications.service';
import { buildMenuTree } from '../catalogue/menus/menu-tree';
import { baseMenuCodesOf, grantedPagesOf, listApplicationMenus } from '../catalogue/menus/menus.service';
import { favouritesViewOf, loadFavourites } from '../favourites/favourites.service';

/**
 * Each user's side menus, built again only when the grants, the application's menus or the
 * user's favourites behind them changed (or their read caches' lifetime ran out): the first screen
 * asks for the same menu on every page load of every terminal.
 */
const menuAnswers = new DerivedCache<MenuResponse>();

/**
 * The side menu of one application and sub-system: the granted Service → Module → Page tree,
 * the user's favourites, which tab opens first and the portal permission codes. A feature of
 * its own above the catalogue and favourites, which it combines (favourites read the catalogue's
 * menus, so neither could hold this without importing the other). The answer is shared between calls (frozen): callers must not change it.
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
  const [rows, stored] = await readTogether(db, [
    () => listApplicationMenus(db, applicationId, isPda),
    () => loadFavourites(db, { userId, applicationId, dbId }),
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

/**
 * How long a whole answer of {@link userMenuList} serves before it is built again from the read
 * caches. Short beside their lifetime, as it comes on top of it for a change that no event told
 * (see READ_CACHE_TTL_MS): such a change reaches the side menu within two of their lifetimes and
 * two of its own (a fifth of theirs), as a read cache may serve an entry for up to two lifetimes.
 */
export const MENU_ANSWER_TTL_MS = READ_CACHE_TTL_MS / 10;

/**
 * The caller's whole answer per request, in front of the seven cached reads that make it up (the
 * account, its roles, their grants, the sub-system, the menus, the favourites and the first tab):
 * every terminal's first screen asks for it, and walking those reads again took about a tenth of
 * the call's time on a busy server. It drops on the events that drop any of the
 * reads behind it (menus.cache-events.ts); an answer that depends on something more must add that
 * event there. Refusals are not kept.
 */
export const userMenuAnswers = new ReadCache<MenuResponse>(MENU_ANSWER_TTL_MS);

/** The key of a caller's answer; user id first, so that one user's answers can be dropped. */
const userMenuAnswerKey = (userId: string, request: UserMenuListRequest) =>
  `${userId}:${request.applicationId}:${request.dbId || ''}:${request.isPda}`;

export const isMenuAnswerOfUser = (key: string, userId: string) => key.startsWith(`${userId}:`);

/** The side menu of the signed-in user (queryUserMenuList), kept whole for a moment between changes. */
export function userMenuList(db: Db, userId: string, request: UserMenuListRequest): Promise<MenuResponse> {
  const build = async () => queryUserMenuList(db, await loadUserGrants(db, userId), userId, request);
  // Ids that are no ids are refused by the build; only well-formed keys are kept, so no two
  // requests can meet under one key.
  if (!isUuid(request.applicationId) || (request.dbId && !isUuid(request.dbId))) return build();
  return userMenuAnswers.read(db, userMenuAnswerKey(userId, request), build);
}
