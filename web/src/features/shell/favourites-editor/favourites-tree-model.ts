// The favourites editor's tree and every change the user can make to it (docs/spec.md §4 "Favourite
// folder", §5 drop rules and folder names), kept free of React and antd so each rule is tested alone.

import { hasDuplicateName, isAllowedFavouritePlacement, type MenuItem, type MenuType } from '@workbench/contracts';

/** A page in the favourites; `key` is its favourite row id, `item` what the server sent. */
export interface FavouritePageNode {
  kind: 'page';
  key: string;
  item: MenuItem;
}

/** A folder (a Module of the favourites tree). Folders hold pages only (docs/spec.md §5). */
export interface FavouriteFolderNode {
  kind: 'folder';
  key: string;
  name: string;
  /** Made in this editing session: it has no row on the server yet. */
  isNew: boolean;
  children: FavouritePageNode[];
}

export type FavouriteNode = FavouriteFolderNode | FavouritePageNode;

/** Where a dragged node lands, relative to the node it was dropped on. */
export interface DropTarget {
  key: string;
  position: 'before' | 'after' | 'inside';
}

export type RenameResult = { ok: true; tree: FavouriteNode[] } | { ok: false; reason: 'empty' | 'duplicate' };

export const NEW_FOLDER_KEY_PREFIX = 'new-folder-';

/** The server's favourites tree as editable nodes; anything that breaks the drop rules is lifted to a place that keeps them. */
export function toFavouriteNodes(tree: readonly MenuItem[]): FavouriteNode[] {
  const nodes: FavouriteNode[] = [];
  const pages = (items: readonly MenuItem[]): FavouritePageNode[] =>
    items.flatMap((item) => (item.menuType === 'Page' ? [pageNode(item)] : pages(item.children)));
  for (const item of tree) {
    if (item.menuType === 'Page') nodes.push(pageNode(item));
    else if (item.menuType === 'Module') {
      nodes.push({ kind: 'folder', key: item.id, name: item.menuName, isNew: false, children: pages(item.children) });
    } else {
      // A root Service entry is not shown: its children are the top level.
      nodes.push(...toFavouriteNodes(item.children));
    }
  }
  return nodes;
}

function pageNode(item: MenuItem): FavouritePageNode {
  return { kind: 'page', key: item.id, item };
}

export function menuTypeOf(node: FavouriteNode): MenuType {
  return node.kind === 'folder' ? 'Module' : 'Page';
}

interface Location {
  node: FavouriteNode;
  /** The folder holding the node; null at the top level. */
  parent: FavouriteFolderNode | null;
  index: number;
}

export function locate(tree: readonly FavouriteNode[], key: string): Location | null {
  for (const [index, node] of tree.entries()) {
    if (node.key === key) return { node, parent: null, index };
    if (node.kind === 'folder') {
      const childIndex = node.children.findIndex((child) => child.key === key);
      const child = node.children[childIndex];
      if (child) return { node: child, parent: node, index: childIndex };
    }
  }
  return null;
}

/** The folder a drop would put the dragged node in (null = top level), or undefined when the target is unknown. */
function parentAfterDrop(tree: readonly FavouriteNode[], target: DropTarget): FavouriteNode | null | undefined {
  const found = locate(tree, target.key);
  if (!found) return undefined;
  return target.position === 'inside' ? found.node : found.parent;
}

/** docs/spec.md §5: a folder only at the top level; a page at the top level or inside a folder. */
export function canDrop(tree: readonly FavouriteNode[], dragKey: string, target: DropTarget): boolean {
  if (dragKey === target.key) return false;
  const dragged = locate(tree, dragKey);
  const parent = parentAfterDrop(tree, target);
  if (!dragged || parent === undefined) return false;
  return isAllowedFavouritePlacement(menuTypeOf(dragged.node), parent ? menuTypeOf(parent) : null);
}

/** The tree without `key` (folders keep their other pages). */
function without(tree: readonly FavouriteNode[], key: string): FavouriteNode[] {
  return tree
    .filter((node) => node.key !== key)
    .map((node) =>
      node.kind === 'folder' && node.children.some((child) => child.key === key)
        ? { ...node, children: node.children.filter((child) => child.key !== key) }
        : node,
    );
}

/** `node` inserted into `folderKey` (null = top level) at `index`. */
function insertAt(
  tree: readonly FavouriteNode[],
  node: FavouriteNode,
  folderKey: string | null,
  index: number,
): FavouriteNode[] {
  if (folderKey === null) return [...tree.slice(0, index), node, ...tree.slice(index)];
  if (node.kind !== 'page') return [...tree];
  return tree.map((entry) =>
    entry.kind === 'folder' && entry.key === folderKey
      ? { ...entry, children: [...entry.children.slice(0, index), node, ...entry.children.slice(index)] }
      : entry,
  );
}

/**
 * Moves a node by drag and drop. A drop inside a folder puts the page first in it (it lands
 * right under the folder's title, where the pointer was). A drop the rules forbid changes nothing.
 */
export function moveNode(tree: readonly FavouriteNode[], dragKey: string, target: DropTarget): FavouriteNode[] {
  if (!canDrop(tree, dragKey, target)) return [...tree];
  const dragged = locate(tree, dragKey);
  if (!dragged) return [...tree];
  const rest = without(tree, dragKey);
  const anchor = locate(rest, target.key);
  if (!anchor) return [...tree];
  if (target.position === 'inside') return insertAt(rest, dragged.node, anchor.node.key, 0);
  const index = target.position === 'before' ? anchor.index : anchor.index + 1;
  return insertAt(rest, dragged.node, anchor.parent?.key ?? null, index);
}

/** Moves a node one place up (-1) or down (1) among its siblings; the keyboard's way to reorder. */
export function moveBy(tree: readonly FavouriteNode[], key: string, delta: -1 | 1): FavouriteNode[] {
  const found = locate(tree, key);
  if (!found) return [...tree];
  const siblings: readonly FavouriteNode[] = found.parent ? found.parent.children : tree;
  const neighbour = siblings[found.index + delta];
  if (!neighbour) return [...tree];
  return moveNode(tree, key, { key: neighbour.key, position: delta < 0 ? 'before' : 'after' });
}

/** Moves a page to the end of a folder, or of the top level (null); the keyboard's way to file a page. */
export function moveToFolder(tree: readonly FavouriteNode[], key: string, folderKey: string | null): FavouriteNode[] {
  const found = locate(tree, key);
  if (found?.node.kind !== 'page' || (found.parent?.key ?? null) === folderKey) return [...tree];
  const rest = without(tree, key);
  if (folderKey === null) return insertAt(rest, found.node, null, rest.length);
  const folder = locate(rest, folderKey);
  if (folder?.node.kind !== 'folder') return [...tree];
  return insertAt(rest, found.node, folderKey, folder.node.children.length);
}

export function folderNames(tree: readonly FavouriteNode[]): string[] {
  return tree.flatMap((node) => (node.kind === 'folder' ? [node.name] : []));
}

/** Folder names compare as the server compares them: trimmed and case-insensitive. */
function nameKey(name: string): string {
  return name.trim().toLocaleLowerCase();
}

/**
 * docs/spec.md §5: "New Folder" plus the next free number, in the user's language ("新建文件夹1",
 * "New Folder 1", "Neuer Ordner 1"); `format` gives the name for a number.
 */
export function nextFolderName(existing: readonly string[], format: (n: number) => string): string {
  const used = new Set(existing.map(nameKey));
  let n = 1;
  while (used.has(nameKey(format(n)))) n += 1;
  return format(n);
}

/** A key no node of the tree has; the server gives every saved folder its own id anyway. */
export function newFolderKey(tree: readonly FavouriteNode[]): string {
  let n = 1;
  while (locate(tree, `${NEW_FOLDER_KEY_PREFIX}${n}`)) n += 1;
  return `${NEW_FOLDER_KEY_PREFIX}${n}`;
}

/** Adds a new, empty folder at the top of the tree, where the user sees it. */
export function addFolder(tree: readonly FavouriteNode[], key: string, name: string): FavouriteNode[] {
  return [{ kind: 'folder', key, name, isNew: true, children: [] }, ...tree];
}

/** Renames a folder unless the name is empty or another folder has it already (docs/spec.md §5). */
export function renameFolder(tree: readonly FavouriteNode[], key: string, name: string): RenameResult {
  const trimmed = name.trim();
  if (!trimmed) return { ok: false, reason: 'empty' };
  const others = tree.filter((node) => node.kind === 'folder' && node.key !== key);
  if (hasDuplicateName([...folderNames(others), trimmed])) return { ok: false, reason: 'duplicate' };
  return {
    ok: true,
    tree: tree.map((node) => (node.kind === 'folder' && node.key === key ? { ...node, name: trimmed } : node)),
  };
}

/** Deletes a folder; its pages are kept and take its place at the top level, in their order. */
export function deleteFolder(tree: readonly FavouriteNode[], key: string): FavouriteNode[] {
  return tree.flatMap((node) => (node.kind === 'folder' && node.key === key ? node.children : [node]));
}

/** Takes a page out of the favourites (on Save). */
export function removePage(tree: readonly FavouriteNode[], key: string): FavouriteNode[] {
  const found = locate(tree, key);
  return found?.node.kind === 'page' ? without(tree, key) : [...tree];
}
