import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ReadCache } from '../../db/read-cache';
import { userFavourites, userMenuPreferences } from './favourites.table';

export type FavouriteRow = typeof userFavourites.$inferSelect;
export type NewFavouriteRow = typeof userFavourites.$inferInsert;

/** Whose favourites: one user's tree for one application and sub-system ('' = none). */
export interface FavouritesOwner {
  userId: string;
  applicationId: string;
  dbId: string;
}

// Read on every side-menu load; a user's entries are dropped when their favourites change
// (favourites.cache-events.ts).
const favouritesCache = new ReadCache<FavouriteRow[]>();
const firstPickCache = new ReadCache<number | undefined>();
export const favouritesCaches = [favouritesCache, firstPickCache] as const;
const ownerKey = (owner: FavouritesOwner) => `${owner.userId}:${owner.applicationId}:${owner.dbId}`;

/** Whether a cache key belongs to the user (user ids hold no colon). */
export const isKeyOfUser = (key: string, userId: string) => key.startsWith(`${userId}:`);

const ownedBy = (owner: FavouritesOwner) =>
  and(
    eq(userFavourites.userId, owner.userId),
    eq(userFavourites.applicationId, owner.applicationId),
    eq(userFavourites.dbId, owner.dbId),
  );

export function listFavourites(db: DbOrTx, owner: FavouritesOwner): Promise<FavouriteRow[]> {
  return favouritesCache.read(db, ownerKey(owner), () => selectFavourites(db, owner));
}

async function selectFavourites(db: DbOrTx, owner: FavouritesOwner): Promise<FavouriteRow[]> {
  return db.select().from(userFavourites).where(ownedBy(owner)).orderBy(asc(userFavourites.orderNo));
}

export function findFirstPickMenu(db: DbOrTx, owner: FavouritesOwner): Promise<number | undefined> {
  return firstPickCache.read(db, ownerKey(owner), () => selectFirstPickMenu(db, owner));
}

async function selectFirstPickMenu(db: DbOrTx, owner: FavouritesOwner): Promise<number | undefined> {
  const [row] = await db
    .select({ firstPickMenu: userMenuPreferences.firstPickMenu })
    .from(userMenuPreferences)
    .where(
      and(
        eq(userMenuPreferences.userId, owner.userId),
        eq(userMenuPreferences.applicationId, owner.applicationId),
        eq(userMenuPreferences.dbId, owner.dbId),
      ),
    )
    .limit(1);
  return row?.firstPickMenu;
}

/**
 * Stores the side menu's default tab (undefined keeps the stored one). The upsert also
 * row-locks the owner's preference, so concurrent saves of one tree run one after the other
 * instead of interleaving their delete-and-insert.
 */
export async function upsertFirstPickMenu(
  db: DbOrTx,
  owner: FavouritesOwner,
  firstPickMenu: number | undefined,
): Promise<void> {
  await db
    .insert(userMenuPreferences)
    .values({ ...owner, firstPickMenu: firstPickMenu ?? 0 })
    .onConflictDoUpdate({
      target: [userMenuPreferences.userId, userMenuPreferences.applicationId, userMenuPreferences.dbId],
      set: { firstPickMenu: firstPickMenu ?? sql`${userMenuPreferences.firstPickMenu}` },
    });
}

/**
 * Adds a page at the end of the top level; a page already collected stays where it is
 * (the partial unique index on the page makes a repeated collect a no-op).
 */
export async function insertTopLevelPage(db: DbOrTx, owner: FavouritesOwner, menuId: string): Promise<void> {
  const next = sql<number>`(select coalesce(max(${userFavourites.orderNo}) + 1, 0) from ${userFavourites}
    where ${userFavourites.userId} = ${owner.userId} and ${userFavourites.applicationId} = ${owner.applicationId}
    and ${userFavourites.dbId} = ${owner.dbId} and ${userFavourites.parentId} is null)`;
  await db
    .insert(userFavourites)
    .values({ ...owner, menuId, menuType: 'Page', orderNo: next })
    .onConflictDoNothing();
}

export async function deletePage(db: DbOrTx, owner: FavouritesOwner, menuId: string): Promise<void> {
  await db.delete(userFavourites).where(and(ownedBy(owner), eq(userFavourites.menuId, menuId)));
}

/** Replaces the whole tree: folders first, so that the pages' parent references exist. */
export async function replaceFavourites(
  db: DbOrTx,
  owner: FavouritesOwner,
  folders: NewFavouriteRow[],
  pages: NewFavouriteRow[],
): Promise<void> {
  await db.delete(userFavourites).where(ownedBy(owner));
  if (folders.length > 0) await db.insert(userFavourites).values(folders);
  if (pages.length > 0) await db.insert(userFavourites).values(pages);
}
