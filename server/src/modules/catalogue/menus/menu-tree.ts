import type { FirstPickMenu, MenuItem } from '@workbench/contracts';
import type { MenuRow } from './menus.repository';

/** Per-answer values every item of a tree carries. */
export interface MenuItemContext {
  dbId: string | null;
  firstPickMenu: FirstPickMenu;
  collectedMenuIds: ReadonlySet<string>;
}

export function toMenuItem(row: MenuRow, context: MenuItemContext, children: MenuItem[] = []): MenuItem {
  return {
    id: row.id,
    menuId: row.id,
    menuType: row.menuType,
    menuCode: row.menuCode,
    menuName: row.menuName,
    menuNameEn: row.menuNameEn,
    menuNameAlias: row.menuNameAlias,
    webClientRoute: row.webClientRoute,
    path: row.path,
    pageType: row.pageType === 1 ? 1 : 0,
    keepAliveFlag: row.keepAliveFlag,
    isCollect: row.menuType === 'Page' && context.collectedMenuIds.has(row.id),
    firstPickMenu: context.firstPickMenu,
    order: row.order,
    parentId: row.parentId,
    applicationId: row.applicationId,
    dbId: context.dbId,
    children,
  };
}

/**
 * Builds the Service → Module → Page tree from an application's rows (already in display order).
 * A Page is kept when keepPage says so; a Service or Module is kept when it still holds a kept
 * Page, unless keepEmptyContainers is set (the administrator's full tree shows empty folders).
 * Rows whose parent is not among the rows are dropped: they cannot be placed.
 */
export function buildMenuTree(
  rows: readonly MenuRow[],
  context: MenuItemContext,
  keepPage: (row: MenuRow) => boolean,
  keepEmptyContainers = false,
): MenuItem[] {
  const childrenOf = new Map<string | null, MenuRow[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parentId) ?? [];
    siblings.push(row);
    childrenOf.set(row.parentId, siblings);
  }
  const build = (parentId: string | null, depth: number): MenuItem[] => {
    // The schema allows only three levels; the depth guard also stops a corrupted cycle.
    if (depth > 3) return [];
    const items: MenuItem[] = [];
    for (const row of childrenOf.get(parentId) ?? []) {
      if (row.menuType === 'Page') {
        if (keepPage(row)) items.push(toMenuItem(row, context));
        continue;
      }
      const children = build(row.id, depth + 1);
      if (children.length > 0 || keepEmptyContainers) items.push(toMenuItem(row, context, children));
    }
    return items;
  };
  return build(null, 1);
}
