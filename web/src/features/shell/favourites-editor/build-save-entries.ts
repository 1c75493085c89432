import type { FirstPickMenu, MenuItem, MenuOrderEntry } from '@workbench/contracts';
import type { FavouriteNode } from './favourites-tree-model';

/** What a save is about: the application and sub-system, the default tab and the root Service entry. */
export interface SaveScope {
  applicationId: string;
  dbId: string | null;
  firstPickMenu: FirstPickMenu;
  /** The root Service entry: the function menu's service (its id and name), which carries firstPickMenu. */
  root: { id: string; menuName: string };
}

/**
 * The saveUserMenus body (docs/spec.md §3 "Menu-order entry", §7): the root Service entry first, then
 * each top-level node hung under it and each folder's pages under their folder, orderNo counting
 * from 0 within each level. Entry ids only link children to parents inside this list: the server
 * gives every folder a fresh id, so a folder made in the editor simply sends its temporary key and
 * no menuId. Pages name their menu by menuId.
 */
export function buildSaveEntries(tree: readonly FavouriteNode[], scope: SaveScope): MenuOrderEntry[] {
  const { applicationId, dbId, firstPickMenu, root } = scope;
  const common = { applicationId, dbId, firstPickMenu };
  const entries: MenuOrderEntry[] = [
    { ...common, orderNo: 0, id: root.id, menuName: root.menuName, menuId: null, menuType: 'Service', parentId: null },
  ];
  for (const [orderNo, node] of tree.entries()) {
    if (node.kind === 'page') {
      entries.push(pageEntry(node.item, node.key, orderNo, root.id, common));
      continue;
    }
    entries.push({
      ...common,
      orderNo,
      id: node.key,
      menuName: node.name.trim(),
      menuId: node.isNew ? null : node.key,
      menuType: 'Module',
      parentId: root.id,
    });
    for (const [childOrder, child] of node.children.entries()) {
      entries.push(pageEntry(child.item, child.key, childOrder, node.key, common));
    }
  }
  return entries;
}

function pageEntry(
  item: MenuItem,
  key: string,
  orderNo: number,
  parentId: string,
  common: Pick<MenuOrderEntry, 'applicationId' | 'dbId' | 'firstPickMenu'>,
): MenuOrderEntry {
  return {
    ...common,
    orderNo,
    id: key,
    // The server names pages by menuId; the name only helps someone reading the payload.
    menuName: item.menuName.trim() || item.menuCode || item.menuId,
    menuId: item.menuId || item.id,
    menuType: 'Page',
    parentId,
  };
}
