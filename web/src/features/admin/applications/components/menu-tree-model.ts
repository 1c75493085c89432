import type { MenuItem, MenuType, MoveMenuRequest } from '@workbench/contracts';

/**
 * The nesting rules of an application's menus (the server's, docs/spec.md §2 "Frame layout"): a Service
 * sits at the top level, a Module inside a Service, a Page inside a Module.
 */
const PARENT_TYPE: Record<MenuType, MenuType | null> = { Service: null, Module: 'Service', Page: 'Module' };
const CHILD_TYPE: Record<MenuType, MenuType | null> = { Service: 'Module', Module: 'Page', Page: null };

/** What may be added under a menu (null: the top level); null when nothing may. */
export function childTypeOf(parent: MenuType | null): MenuType | null {
  return parent === null ? 'Service' : CHILD_TYPE[parent];
}

export type DropPosition = 'before' | 'inside' | 'after';
export interface MenuDropTarget {
  key: string;
  position: DropPosition;
}

interface Located {
  item: MenuItem;
  parent: MenuItem | null;
  siblings: readonly MenuItem[];
  index: number;
}

export function locateMenu(tree: readonly MenuItem[], id: string, parent: MenuItem | null = null): Located | null {
  for (const [index, item] of tree.entries()) {
    if (item.id === id) return { item, parent, siblings: tree, index };
    const found = locateMenu(item.children, id, item);
    if (found) return found;
  }
  return null;
}

function contains(item: MenuItem, id: string): boolean {
  return item.children.some((child) => child.id === id || contains(child, id));
}

/** The parent a drop would put the dragged menu under (null: the top level). */
function parentOfDrop(target: Located, position: DropPosition): MenuItem | null {
  return position === 'inside' ? target.item : target.parent;
}

/** Whether dropping `dragId` at `target` keeps the nesting rules (and does not put a menu inside itself). */
export function canDropMenu(tree: readonly MenuItem[], dragId: string, target: MenuDropTarget): boolean {
  const dragged = locateMenu(tree, dragId);
  const dropped = locateMenu(tree, target.key);
  if (!dragged || !dropped || dragId === target.key) return false;
  const parent = parentOfDrop(dropped, target.position);
  if (parent && (parent.id === dragId || contains(dragged.item, parent.id))) return false;
  return (parent?.menuType ?? null) === PARENT_TYPE[dragged.item.menuType];
}

function without(tree: readonly MenuItem[], id: string): MenuItem[] {
  return tree.filter((item) => item.id !== id).map((item) => ({ ...item, children: without(item.children, id) }));
}

function insertUnder(tree: readonly MenuItem[], parentId: string | null, index: number, item: MenuItem): MenuItem[] {
  const place = (siblings: readonly MenuItem[]) => {
    const next = [...siblings];
    next.splice(index, 0, item);
    return next.map((sibling, order) => ({ ...sibling, order }));
  };
  if (parentId === null) return place(tree);
  return tree.map((node) =>
    node.id === parentId
      ? { ...node, children: place(node.children) }
      : { ...node, children: insertUnder(node.children, parentId, index, item) },
  );
}

/**
 * The tree after a drop and the leadMenu/move body that makes it so: the new parent and the
 * dragged menu's index among its new siblings (counted without it, as the server counts).
 * Null when the drop breaks the rules.
 */
export function dropMenu(
  tree: readonly MenuItem[],
  dragId: string,
  target: MenuDropTarget,
): { tree: MenuItem[]; move: MoveMenuRequest } | null {
  if (!canDropMenu(tree, dragId, target)) return null;
  const dragged = locateMenu(tree, dragId);
  if (!dragged) return null;
  const rest = without(tree, dragId);
  const dropped = locateMenu(rest, target.key);
  if (!dropped) return null;
  const parent = parentOfDrop(dropped, target.position);
  const parentId = parent?.id ?? null;
  const order =
    target.position === 'inside' ? dropped.item.children.length : dropped.index + (target.position === 'after' ? 1 : 0);
  const moved = { ...dragged.item, parentId, order };
  return { tree: insertUnder(rest, parentId, order, moved), move: { id: dragId, parentId, order } };
}

/** Every id in a tree, parents first. */
export function allMenuIds(tree: readonly MenuItem[]): string[] {
  return tree.flatMap((item) => [item.id, ...allMenuIds(item.children)]);
}
