import type { FirstPickMenu, MenuItem } from '@workbench/contracts';
import type { MenuRow } from '../catalogue/menus/menus.service';
import type { FavouriteRow } from './favourites.repository';

export interface FavouritesTreeContext {
  applicationId: string;
  dbId: string | null;
  firstPickMenu: FirstPickMenu;
  /** Pages the user may open now; favourites of pages since withdrawn are left out. */
  grantedPages: ReadonlyMap<string, MenuRow>;
}

function folderItem(row: FavouriteRow, context: FavouritesTreeContext, children: MenuItem[]): MenuItem {
  const name = row.folderName ?? '';
  return {
    // A folder is no menu of the application: its own row id stands in for the menu id.
    id: row.id,
    menuId: row.id,
    menuType: 'Module',
    menuCode: '',
    // A folder name is typed by the user in one language; it reads the same in all three.
    menuName: name,
    menuNameEn: name,
    menuNameAlias: name,
    webClientRoute: '',
    path: '',
    pageType: 0,
    keepAliveFlag: false,
    isCollect: false,
    firstPickMenu: context.firstPickMenu,
    order: row.orderNo,
    parentId: null,
    applicationId: context.applicationId,
    dbId: context.dbId,
    children,
  };
}

function pageItem(row: FavouriteRow, page: MenuRow, context: FavouritesTreeContext): MenuItem {
  return {
    id: row.id,
    menuId: page.id,
    menuType: 'Page',
    menuCode: page.menuCode,
    menuName: page.menuName,
    menuNameEn: page.menuNameEn,
    menuNameAlias: page.menuNameAlias,
    webClientRoute: page.webClientRoute,
    path: page.path,
    pageType: page.pageType === 1 ? 1 : 0,
    keepAliveFlag: page.keepAliveFlag,
    isCollect: true,
    firstPickMenu: context.firstPickMenu,
    order: row.orderNo,
    parentId: row.parentId,
    applicationId: context.applicationId,
    dbId: context.dbId,
    children: [],
  };
}

/**
 * The favourites tree as the portal shows it: folders (Module items) holding pages, and pages at
 * the top level, each level ordered by orderNo. Rows arrive ordered by orderNo.
 */
export function buildFavouritesTree(rows: readonly FavouriteRow[], context: FavouritesTreeContext): MenuItem[] {
  const pagesByFolder = new Map<string, MenuItem[]>();
  for (const row of rows) {
    if (row.menuType !== 'Page' || !row.parentId || !row.menuId) continue;
    const page = context.grantedPages.get(row.menuId);
    if (!page) continue;
    const pages = pagesByFolder.get(row.parentId) ?? [];
    pages.push(pageItem(row, page, context));
    pagesByFolder.set(row.parentId, pages);
  }
  const topLevel: MenuItem[] = [];
  for (const row of rows) {
    if (row.parentId) continue;
    if (row.menuType === 'Module') {
      topLevel.push(folderItem(row, context, pagesByFolder.get(row.id) ?? []));
      continue;
    }
    const page = row.menuId ? context.grantedPages.get(row.menuId) : undefined;
    if (page) topLevel.push(pageItem(row, page, context));
  }
  return topLevel;
}

/** Ids of the granted pages in the tree, for the isCollect flags of the function menu. */
export function collectedMenuIdsOf(rows: readonly FavouriteRow[]): Set<string> {
  return new Set(rows.flatMap((row) => (row.menuType === 'Page' && row.menuId ? [row.menuId] : [])));
}
