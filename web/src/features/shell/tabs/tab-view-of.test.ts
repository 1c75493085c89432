import { describe, expect, it } from 'vitest';
import type { RouteMeta } from '../../../app/route-table';
import { HOME_TAB } from '../../../stores/tabs/tab-list';
import type { MenuRoute } from '../menu-routes/build-menu-routes';
import { tabTitle } from './tab-title';
import { tabViewOf } from './tab-view-of';

const stock: MenuRoute = {
  path: '/inventory/stock',
  menuId: 'm1',
  name: 'WMS.Inventory.StockList',
  title: '库存查询',
  title_en: 'Stock List',
  title_de: 'Bestandsliste',
  keepAlive: true,
  pageType: 0,
  applicationId: 'wms',
  dbId: 'sz01',
};
const userPage: RouteMeta = { name: 'User', titleKey: 'route.user', menuGroup: 'team' };
const at = (pathname: string, search = '') => ({ pathname, search });

describe('tabViewOf', () => {
  it('shows "/" and the dashboard as the Home tab', () => {
    expect(tabViewOf(at('/'), undefined, undefined, 'main')).toBe(HOME_TAB);
    expect(tabViewOf(at('/dashboard/dashboard'), undefined, undefined, 'main')).toBe(HOME_TAB);
  });

  it('gives a menu page its three names, the sub-system and the query', () => {
    const view = tabViewOf(at('/inventory/stock', '?q=bolt'), undefined, stock, 'SZ01');
    expect(view).toMatchObject({
      path: '/inventory/stock',
      fullPath: '/inventory/stock?q=bolt',
      name: 'WMS.Inventory.StockList',
      meta: { title: '库存查询', title_en: 'Stock List', title_de: 'Bestandsliste', sys: 'SZ01' },
    });
  });

  it('titles a portal page by its dictionary key', () => {
    expect(tabViewOf(at('/User'), userPage, undefined, 'SZ01')?.meta).toMatchObject({ titleKey: 'route.user' });
  });

  it('gives no tab to passages, bare pages or unknown addresses', () => {
    const passage: RouteMeta = { name: 'Appbox', titleKey: 'route.appbox', menuGroup: 'appbox' };
    expect(tabViewOf(at('/appbox/appbox'), passage, undefined, 'main')).toBeNull();
    expect(tabViewOf(at('/inventory/stock', '?bare=1'), undefined, stock, 'SZ01')).toBeNull();
    expect(tabViewOf(at('/nowhere'), undefined, undefined, 'main')).toBeNull();
  });
});

describe('tabTitle', () => {
  const view = tabViewOf(at('/inventory/stock'), undefined, stock, 'SZ01');
  it.each([
    ['zh-Hans', '库存查询'],
    ['en', 'Stock List'],
    ['de-DE', 'Bestandsliste'],
    ['jp', 'Stock List'],
  ] as const)('in %s is %s', (language, title) => {
    expect(view && tabTitle(view, language, (key) => key)).toBe(title);
  });

  it('translates portal pages in the active language', () => {
    const portal = tabViewOf(at('/User'), userPage, undefined, 'main');
    expect(portal && tabTitle(portal, 'de-DE', (key) => `de:${key}`)).toBe('de:route.user');
  });
});
