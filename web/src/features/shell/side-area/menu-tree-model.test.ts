import { describe, expect, it } from 'vitest';
import { functionMenu, menuItem } from './menu-fixtures';
import { initiallyExpandedKeys, menuLanguageOf, openingOf, routeOfPage, trailToPath } from './menu-tree-model';

describe('side menu tree helpers', () => {
  it('reads menu titles in the core languages, and English for the optional ones', () => {
    expect(menuLanguageOf('zh-Hans')).toBe('zh-Hans');
    expect(menuLanguageOf('de-DE')).toBe('de-DE');
    expect(menuLanguageOf('jp')).toBe('en');
  });

  it('finds the trail to the page of a route, for highlighting and opening its folders', () => {
    expect(trailToPath(functionMenu(), '/inventory/transfer')).toEqual(['svc-wms', 'mod-inventory', 'page-transfer']);
    expect(trailToPath(functionMenu(), '/nowhere')).toEqual([]);
  });

  it('gives link pages and new-window pages no route, and says how each page opens', () => {
    const link = menuItem('l', 'Page', ['a', 'b', 'c'], 'mailto:stores@example.com');
    const board = menuItem('w', 'Page', ['a', 'b', 'c'], 'boards/andon/', { pageType: 1 });
    const plain = menuItem('p', 'Page', ['a', 'b', 'c'], 'inventory/stock/');
    expect([routeOfPage(link), routeOfPage(board), routeOfPage(plain)]).toEqual([null, null, '/inventory/stock']);
    expect([openingOf(link), openingOf(board), openingOf(plain)]).toEqual(['link', 'window', 'route']);
  });

  it('opens the top-level services or folders that have children', () => {
    expect(initiallyExpandedKeys(functionMenu())).toEqual(['svc-wms']);
  });
});
