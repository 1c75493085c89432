import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { ReadCache } from '../../../db/read-cache';
import { menus } from './menus.table';

export type MenuRow = typeof menus.$inferSelect;

// Every side-menu load reads its application's menus; dropped when the catalogue changes
// (menus.cache-events.ts).
const menuTreeCache = new ReadCache<MenuRow[]>();
const pagesCache = new ReadCache<MenuRow[]>();
export const menuCaches = [menuTreeCache, pagesCache] as const;

/** Every menu of an application for one client kind (portal or PDA), in display order. */
export function listMenusOfApplication(db: DbOrTx, applicationId: string, isPda: boolean): Promise<MenuRow[]> {
  return menuTreeCache.read(db, `${applicationId}:${isPda}`, () => selectMenusOfApplication(db, applicationId, isPda));
}

async function selectMenusOfApplication(db: DbOrTx, applicationId: string, isPda: boolean): Promise<MenuRow[]> {
  return db
    .select()
    .from(menus)
    .where(and(eq(menus.applicationId, applicationId), eq(menus.isPda, isPda)))
    .orderBy(asc(menus.order), asc(menus.menuCode));
}

/** Every Page of an application, portal and PDA alike. */
export function listPagesOfApplication(db: DbOrTx, applicationId: string): Promise<MenuRow[]> {
  return pagesCache.read(db, applicationId, () => selectPagesOfApplication(db, applicationId));
}

async function selectPagesOfApplication(db: DbOrTx, applicationId: string): Promise<MenuRow[]> {
  return db
    .select()
    .from(menus)
    .where(and(eq(menus.applicationId, applicationId), eq(menus.menuType, 'Page')));
}

export async function findMenu(db: DbOrTx, id: string): Promise<MenuRow | undefined> {
  const [row] = await db.select().from(menus).where(eq(menus.id, id)).limit(1);
  return row;
}

/** The children of one parent (or the top level when parentId is null), except one menu. */
export async function listSiblings(
  db: DbOrTx,
  applicationId: string,
  parentId: string | null,
  exceptId: string,
): Promise<Pick<MenuRow, 'id' | 'order'>[]> {
  return db
    .select({ id: menus.id, order: menus.order })
    .from(menus)
    .where(
      and(
        eq(menus.applicationId, applicationId),
        parentId === null ? isNull(menus.parentId) : eq(menus.parentId, parentId),
        ne(menus.id, exceptId),
      ),
    )
    .orderBy(asc(menus.order), asc(menus.menuCode));
}

export async function updateMenuPlacement(
  db: DbOrTx,
  id: string,
  parentId: string | null,
  order: number,
): Promise<void> {
  await db.update(menus).set({ parentId, order }).where(eq(menus.id, id));
}

/** Row-locks the application's menus so that two concurrent moves cannot interleave their renumbering. */
export async function lockMenusOfApplication(db: DbOrTx, applicationId: string): Promise<void> {
  await db.execute(sql`select ${menus.id} from ${menus} where ${menus.applicationId} = ${applicationId} for update`);
}

export interface MenuScopeRow {
  id: string;
  applicationId: string;
  menuType: 'Service' | 'Module' | 'Page';
}

export async function listMenuScopes(db: DbOrTx, ids: readonly string[]): Promise<MenuScopeRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: menus.id, applicationId: menus.applicationId, menuType: menus.menuType })
    .from(menus)
    .where(inArray(menus.id, [...ids]));
}

/** Every menu id: what an administrator is granted. */
export async function listAllMenuIds(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ id: menus.id }).from(menus);
  return rows.map((row) => row.id);
}
