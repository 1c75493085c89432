import type { CollectRequest, DomainEvent, FirstPickMenu, MenuItem, MenuOrderEntry } from '@workbench/contracts';
import type { Db } from '../../db/client';
import { readTogether } from '../../db/read-together';
import type { UserGrants } from '../../platform/auth/grant-reader';
import { type ChangeContext, inTransaction } from '../../platform/events/in-transaction';
import { isUuid } from '../../platform/ids';
import { assertApplicationGranted, resolveGrantedDbScope } from '../catalogue/applications/applications.service';
import { assertGrantedPage, loadGrantedPages, type MenuRow } from '../catalogue/menus/menus.service';
import {
  deletePage,
  type FavouriteRow,
  type FavouritesOwner,
  findFirstPickMenu,
  insertTopLevelPage,
  listFavourites,
  replaceFavourites,
  upsertFirstPickMenu,
} from './favourites.repository';
import { planFavouritesSave, scopeOfEntries } from './favourites-save-plan';
import { buildFavouritesTree, collectedMenuIdsOf } from './favourites-tree';

export interface FavouritesView {
  tree: MenuItem[];
  collectedMenuIds: Set<string>;
  firstPickMenu: FirstPickMenu;
}

/** A user's stored favourites rows and default tab for one application and sub-system. */
export interface StoredFavourites {
  owner: FavouritesOwner;
  rows: FavouriteRow[];
  firstPickMenu: FirstPickMenu;
}

/** Reads the favourites of an application and sub-system the caller has already checked as granted. */
export async function loadFavourites(db: Db, owner: FavouritesOwner): Promise<StoredFavourites> {
  const [rows, storedFirstPick] = await readTogether(db, [
    () => listFavourites(db, owner),
    () => findFirstPickMenu(db, owner),
  ]);
  return { owner, rows, firstPickMenu: storedFirstPick === 1 ? 1 : 0 };
}

/** The favourites as the side menu shows them, limited to the pages the user may still open. */
export function favouritesViewOf(stored: StoredFavourites, grantedPages: ReadonlyMap<string, MenuRow>): FavouritesView {
  const { owner, rows, firstPickMenu } = stored;
  const tree = buildFavouritesTree(rows, {
    applicationId: owner.applicationId,
    dbId: owner.dbId || null,
    firstPickMenu,
    grantedPages,
  });
  return { tree, collectedMenuIds: collectedMenuIdsOf(rows), firstPickMenu };
}

/** The user's cached favourites are stale, on every instance. */
const favouritesChanged = (userId: string): DomainEvent => ({ type: 'favourites.changed', userId });

async function ownerOf(db: Db, grants: UserGrants, userId: string, request: CollectRequest): Promise<FavouritesOwner> {
  await assertApplicationGranted(db, grants, request.applicationId);
  const dbId = await resolveGrantedDbScope(db, grants, request.applicationId, request.dbId);
  return { userId, applicationId: request.applicationId, dbId };
}

/** Collects a granted page at the end of the top level; collecting it again changes nothing. */
export async function collectPage(
  ctx: ChangeContext,
  grants: UserGrants,
  userId: string,
  request: CollectRequest,
): Promise<void> {
  const owner = await ownerOf(ctx.db, grants, userId, request);
  await assertGrantedPage(ctx.db, grants, request.applicationId, request.menuId);
  await insertTopLevelPage(ctx.db, owner, request.menuId);
  await ctx.events.publish(favouritesChanged(userId));
}

/**
 * Removes a page from the user's favourites; removing one that is not there changes nothing.
 * The page itself need not still be granted: a user may always tidy away their own rows.
 */
export async function cancelCollect(
  ctx: ChangeContext,
  grants: UserGrants,
  userId: string,
  request: CollectRequest,
): Promise<void> {
  const owner = await ownerOf(ctx.db, grants, userId, request);
  // A malformed id names no stored favourite, and would only upset the uuid comparison.
  if (!isUuid(request.menuId)) return;
  await deletePage(ctx.db, owner, request.menuId);
  await ctx.events.publish(favouritesChanged(userId));
}

/**
 * Replaces the user's whole favourites tree of one application and sub-system. Everything is
 * checked before the transaction starts and written inside it, so a rejected save leaves the
 * stored tree exactly as it was.
 */
export async function saveUserMenus(
  ctx: ChangeContext,
  grants: UserGrants,
  userId: string,
  entries: readonly MenuOrderEntry[],
): Promise<void> {
  const scope = scopeOfEntries(entries);
  const grantedPages = await loadGrantedPages(ctx.db, grants, scope.applicationId);
  const dbId = await resolveGrantedDbScope(ctx.db, grants, scope.applicationId, scope.dbId);
  const owner: FavouritesOwner = { userId, applicationId: scope.applicationId, dbId };
  const plan = planFavouritesSave(entries, owner, grantedPages);
  await inTransaction(ctx, async (tx, record) => {
    // First, as it also serializes concurrent saves of the same tree (see upsertFirstPickMenu).
    await upsertFirstPickMenu(tx, owner, plan.firstPickMenu);
    await replaceFavourites(tx, owner, plan.folders, plan.pages);
    record(favouritesChanged(userId));
  });
}
