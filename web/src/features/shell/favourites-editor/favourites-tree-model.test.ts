import { describe, expect, it } from 'vitest';
import { favouritesTree, menuItem } from '../side-area/menu-fixtures';
import { buildSaveEntries } from './build-save-entries';
import {
  addFolder,
  canDrop,
  deleteFolder,
  type FavouriteNode,
  folderNames,
  moveBy,
  moveNode,
  moveToFolder,
  newFolderKey,
  nextFolderName,
  removePage,
  renameFolder,
  toFavouriteNodes,
} from './favourites-tree-model';

/** The tree as "folder[page,page]" / "page" keys, to compare shapes at a glance. */
function shape(tree: readonly FavouriteNode[]): string[] {
  return tree.map((node) =>
    node.kind === 'folder' ? `${node.key}[${node.children.map((child) => child.key).join(',')}]` : node.key,
  );
}

/** fav-folder-daily[fav-stock], fav-orders, plus a second folder "Shift" with one page and a loose page. */
function tree(): FavouriteNode[] {
  const base = toFavouriteNodes(favouritesTree());
  const extra = toFavouriteNodes([
    menuItem('fav-folder-shift', 'Module', ['Shift', 'Shift', 'Shift'], '', {
      children: [menuItem('fav-picking', 'Page', ['拣货作业', 'Picking', 'Kommissionierung'], '/outbound/picking')],
    }),
    menuItem('fav-shipping', 'Page', ['发运确认', 'Shipping', 'Versand'], '/outbound/shipping'),
  ]);
  return [...base, ...extra];
}

const english = (n: number) => `New Folder ${n}`;
const chinese = (n: number) => `新建文件夹${n}`;

describe('favourites tree: drop rules (docs/spec.md §5)', () => {
  it('lets a page go to the top level or into a folder', () => {
    expect(canDrop(tree(), 'fav-stock', { key: 'fav-orders', position: 'after' })).toBe(true);
    expect(canDrop(tree(), 'fav-orders', { key: 'fav-folder-daily', position: 'inside' })).toBe(true);
    expect(canDrop(tree(), 'fav-orders', { key: 'fav-stock', position: 'before' })).toBe(true);
  });

  it('keeps a folder at the top level', () => {
    expect(canDrop(tree(), 'fav-folder-shift', { key: 'fav-folder-daily', position: 'before' })).toBe(true);
    expect(canDrop(tree(), 'fav-folder-shift', { key: 'fav-folder-daily', position: 'inside' })).toBe(false);
    expect(canDrop(tree(), 'fav-folder-shift', { key: 'fav-stock', position: 'after' })).toBe(false);
  });

  it('never puts anything inside a page, nor a node on itself', () => {
    expect(canDrop(tree(), 'fav-shipping', { key: 'fav-orders', position: 'inside' })).toBe(false);
    expect(canDrop(tree(), 'fav-folder-shift', { key: 'fav-orders', position: 'inside' })).toBe(false);
    expect(canDrop(tree(), 'fav-orders', { key: 'fav-orders', position: 'after' })).toBe(false);
    expect(canDrop(tree(), 'fav-orders', { key: 'nowhere', position: 'after' })).toBe(false);
  });

  it('moves a page into a folder as its first page, and out of it again', () => {
    const filed = moveNode(tree(), 'fav-orders', { key: 'fav-folder-daily', position: 'inside' });
    expect(shape(filed)).toEqual([
      'fav-folder-daily[fav-orders,fav-stock]',
      'fav-folder-shift[fav-picking]',
      'fav-shipping',
    ]);
    const out = moveNode(filed, 'fav-stock', { key: 'fav-shipping', position: 'after' });
    expect(shape(out)).toEqual([
      'fav-folder-daily[fav-orders]',
      'fav-folder-shift[fav-picking]',
      'fav-shipping',
      'fav-stock',
    ]);
  });

  it('reorders folders at the top level and ignores a forbidden drop', () => {
    const moved = moveNode(tree(), 'fav-folder-shift', { key: 'fav-folder-daily', position: 'before' });
    expect(shape(moved)[0]).toBe('fav-folder-shift[fav-picking]');
    expect(shape(moveNode(tree(), 'fav-folder-shift', { key: 'fav-stock', position: 'before' }))).toEqual(
      shape(tree()),
    );
  });

  it('moves with the keyboard: up, down and into a folder', () => {
    expect(shape(moveBy(tree(), 'fav-orders', -1))[0]).toBe('fav-orders');
    expect(shape(moveBy(tree(), 'fav-shipping', 1))).toEqual(shape(tree()));
    expect(shape(moveToFolder(tree(), 'fav-shipping', 'fav-folder-daily'))[0]).toBe(
      'fav-folder-daily[fav-stock,fav-shipping]',
    );
    expect(shape(moveToFolder(tree(), 'fav-stock', null)).at(-1)).toBe('fav-stock');
    // A folder is never filed into another one.
    expect(shape(moveToFolder(tree(), 'fav-folder-shift', 'fav-folder-daily'))).toEqual(shape(tree()));
  });
});

describe('favourites tree: folders (docs/spec.md §4, §5)', () => {
  it('names new folders with the next free number in the language', () => {
    expect(nextFolderName([], english)).toBe('New Folder 1');
    expect(nextFolderName(['New Folder 1', 'New Folder 3'], english)).toBe('New Folder 2');
    expect(nextFolderName(['new folder 1 '], english)).toBe('New Folder 2');
    expect(nextFolderName(['新建文件夹1'], chinese)).toBe('新建文件夹2');
  });

  it('adds a new folder at the top with a key no node has', () => {
    const key = newFolderKey(tree());
    const added = addFolder(tree(), key, 'New Folder 1');
    expect(added[0]).toMatchObject({ kind: 'folder', key, name: 'New Folder 1', isNew: true, children: [] });
    expect(newFolderKey(added)).not.toBe(key);
  });

  it('renames a folder, trimmed, but not to an empty or repeated name', () => {
    const renamed = renameFolder(tree(), 'fav-folder-shift', '  Night shift ');
    expect(renamed.ok && folderNames(renamed.tree)).toEqual(['常用', 'Night shift']);
    expect(renameFolder(tree(), 'fav-folder-shift', '常用')).toEqual({ ok: false, reason: 'duplicate' });
    expect(renameFolder(tree(), 'fav-folder-shift', ' shift ').ok).toBe(true);
    expect(renameFolder(tree(), 'fav-folder-shift', 'SHIFT').ok).toBe(true);
    expect(renameFolder(tree(), 'fav-folder-shift', '   ')).toEqual({ ok: false, reason: 'empty' });
  });

  it('deleting a folder keeps its pages at the top level in its place', () => {
    expect(shape(deleteFolder(tree(), 'fav-folder-daily'))).toEqual([
      'fav-stock',
      'fav-orders',
      'fav-folder-shift[fav-picking]',
      'fav-shipping',
    ]);
  });

  it('removes a page from the favourites, in a folder or not', () => {
    expect(shape(removePage(tree(), 'fav-picking'))).toContain('fav-folder-shift[]');
    expect(shape(removePage(tree(), 'fav-orders'))).not.toContain('fav-orders');
    expect(shape(removePage(tree(), 'fav-folder-shift'))).toEqual(shape(tree()));
  });
});

describe('favourites save list (docs/spec.md §3, §7)', () => {
  const scope = {
    applicationId: 'app-wms',
    dbId: 'db-suzhou',
    firstPickMenu: 1 as const,
    root: { id: 'svc-wms', menuName: '仓储管理' },
  };

  it('starts with the root Service entry carrying the default tab, then each level in order', () => {
    const edited = addFolder(tree(), 'new-folder-1', 'New Folder 1');
    const entries = buildSaveEntries(edited, scope);
    expect(entries[0]).toEqual({
      orderNo: 0,
      id: 'svc-wms',
      applicationId: 'app-wms',
      dbId: 'db-suzhou',
      menuName: '仓储管理',
      menuId: null,
      menuType: 'Service',
      parentId: null,
      firstPickMenu: 1,
    });
    expect(entries.slice(1).map((e) => [e.menuType, e.id, e.menuId, e.parentId, e.orderNo])).toEqual([
      ['Module', 'new-folder-1', null, 'svc-wms', 0],
      ['Module', 'fav-folder-daily', 'fav-folder-daily', 'svc-wms', 1],
      ['Page', 'fav-stock', 'page-stock', 'fav-folder-daily', 0],
      ['Page', 'fav-orders', 'page-orders', 'svc-wms', 2],
      ['Module', 'fav-folder-shift', 'fav-folder-shift', 'svc-wms', 3],
      ['Page', 'fav-picking', 'fav-picking', 'fav-folder-shift', 0],
      ['Page', 'fav-shipping', 'fav-shipping', 'svc-wms', 4],
    ]);
    expect(entries.every((e) => e.applicationId === 'app-wms' && e.dbId === 'db-suzhou')).toBe(true);
    expect(entries.every((e) => e.firstPickMenu === 1)).toBe(true);
  });

  it('sends only the root entry for empty favourites', () => {
    expect(buildSaveEntries([], scope)).toHaveLength(1);
  });
});
