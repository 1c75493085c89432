import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { MenuRow } from './menus.repository';
import { menus } from './menus.table';

export type NewMenuRow = typeof menus.$inferInsert;
export type MenuFieldValues = Pick<
  NewMenuRow,
  | 'menuCode'
  | 'menuName'
  | 'menuNameEn'
  | 'menuNameAlias'
  | 'webClientRoute'
  | 'path'
  | 'icon'
  | 'pageType'
  | 'keepAliveFlag'
>;

export async function findMenus(db: DbOrTx, ids: readonly string[]): Promise<MenuRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(menus)
    .where(inArray(menus.id, [...ids]));
}

/** Every menu of an application, portal and PDA alike, in display order (read uncached: for writes and admin lists). */
export async function listAllMenusOfApplication(db: DbOrTx, applicationId: string): Promise<MenuRow[]> {
  return db
    .select()
    .from(menus)
    .where(eq(menus.applicationId, applicationId))
    .orderBy(asc(menus.order), asc(menus.menuCode));
}

/** The id of the application's menu with this code (other than `exceptId`), if any. */
export async function findMenuIdByCode(
  db: DbOrTx,
  applicationId: string,
  menuCode: string,
  exceptId?: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: menus.id })
    .from(menus)
    .where(
      and(
        eq(menus.applicationId, applicationId),
        eq(menus.menuCode, menuCode),
        exceptId ? ne(menus.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row?.id;
}

/** One past the last child of a parent (or of the top level), so a new menu goes last among its siblings. */
export async function nextSiblingOrder(db: DbOrTx, applicationId: string, parentId: string | null): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${menus.order}) + 1, 0)::int` })
    .from(menus)
    .where(
      and(
        eq(menus.applicationId, applicationId),
        parentId === null ? isNull(menus.parentId) : eq(menus.parentId, parentId),
      ),
    );
  return row?.next ?? 0;
}

export async function insertMenu(db: DbOrTx, values: NewMenuRow): Promise<string> {
  const [row] = await db.insert(menus).values(values).returning({ id: menus.id });
  if (!row) throw new Error('insert into menus returned no row');
  return row.id;
}

export async function updateMenuFields(db: DbOrTx, id: string, values: MenuFieldValues): Promise<void> {
  await db.update(menus).set(values).where(eq(menus.id, id));
}

/** Deletes menus; their subtrees, the roles' grants and users' favourites of them go with them (FK cascades). */
export async function deleteMenus(db: DbOrTx, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(menus)
    .where(inArray(menus.id, [...ids]))
    .returning({ id: menus.id });
  return rows.length;
}
