import { describe, expect, it } from 'vitest';
import { menuTitle } from '../../../../lib/menu-title';
import { menuTree } from '../testing/menu-fixtures';
import { canDropMenu, childTypeOf, dropMenu, locateMenu } from './menu-tree-model';

describe('menu nesting rules (Service → Module → Page)', () => {
  it('refuses a Page at the top level or inside a Service, and a Module inside a Module', () => {
    const tree = menuTree();
    expect(canDropMenu(tree, 'page-list', { key: 'svc', position: 'after' })).toBe(false);
    expect(canDropMenu(tree, 'page-list', { key: 'svc', position: 'before' })).toBe(false);
    expect(canDropMenu(tree, 'page-list', { key: 'svc', position: 'inside' })).toBe(false);
    expect(canDropMenu(tree, 'page-list', { key: 'mod-stock', position: 'after' })).toBe(false);
    expect(canDropMenu(tree, 'mod-orders', { key: 'mod-stock', position: 'inside' })).toBe(false);
    expect(canDropMenu(tree, 'svc', { key: 'mod-stock', position: 'after' })).toBe(false);
  });

  it('allows a Page into another Module or beside a Page, a Module beside a Module', () => {
    const tree = menuTree();
    expect(canDropMenu(tree, 'page-list', { key: 'mod-orders', position: 'inside' })).toBe(true);
    expect(canDropMenu(tree, 'page-list', { key: 'page-inbound', position: 'before' })).toBe(true);
    expect(canDropMenu(tree, 'mod-orders', { key: 'mod-stock', position: 'before' })).toBe(true);
  });

  it('never puts a menu inside itself', () => {
    expect(canDropMenu(menuTree(), 'mod-stock', { key: 'mod-stock', position: 'inside' })).toBe(false);
  });

  it('gives the type a new menu takes under its parent', () => {
    expect(childTypeOf(null)).toBe('Service');
    expect(childTypeOf('Service')).toBe('Module');
    expect(childTypeOf('Module')).toBe('Page');
    expect(childTypeOf('Page')).toBeNull();
  });
});

describe('dropping a menu', () => {
  it('sends the new parent and the index among the new siblings', () => {
    const result = dropMenu(menuTree(), 'page-list', { key: 'page-inbound', position: 'after' });
    expect(result?.move).toEqual({ id: 'page-list', parentId: 'mod-orders', order: 1 });
    expect(locateMenu(result?.tree ?? [], 'mod-orders')?.item.children.map((c) => c.id)).toEqual([
      'page-inbound',
      'page-list',
    ]);
    expect(locateMenu(result?.tree ?? [], 'mod-stock')?.item.children.map((c) => c.id)).toEqual(['page-count']);
  });

  it('counts the place within the same parent without the moved menu', () => {
    const result = dropMenu(menuTree(), 'page-list', { key: 'page-count', position: 'after' });
    expect(result?.move).toEqual({ id: 'page-list', parentId: 'mod-stock', order: 1 });
    const inside = dropMenu(menuTree(), 'page-inbound', { key: 'mod-stock', position: 'inside' });
    expect(inside?.move).toEqual({ id: 'page-inbound', parentId: 'mod-stock', order: 2 });
  });

  it('does nothing for a drop against the rules', () => {
    expect(dropMenu(menuTree(), 'page-list', { key: 'svc', position: 'after' })).toBeNull();
  });

  it('names menus in the active language, falling back to Chinese', () => {
    const item = { menuName: '库存', menuNameEn: 'Stock', menuNameAlias: '' };
    expect(menuTitle(item, 'en')).toBe('Stock');
    expect(menuTitle(item, 'de-DE')).toBe('库存');
  });
});
