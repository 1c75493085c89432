// Test data only: a small warehouse menu in the shape queryUserMenuList answers (docs/spec.md §3 "Menu item").

import type { FirstPickMenu, MenuItem, MenuResponse, MenuType } from '@workbench/contracts';
import { menuItem as testMenuItem } from '../../../testing/menu-item';

export const APPLICATION_ID = 'app-wms';
export const DB_ID = 'db-suzhou';

type Names = [zh: string, en: string, de: string];

export function menuItem(
  id: string,
  menuType: MenuType,
  names: Names,
  route = '',
  fields: Partial<MenuItem> = {},
): MenuItem {
  return testMenuItem(id, menuType, names, route, { applicationId: APPLICATION_ID, dbId: DB_ID, ...fields });
}

export function functionMenu(collected: readonly string[] = []): MenuItem[] {
  const page = (id: string, names: Names, route: string, fields: Partial<MenuItem> = {}) =>
    menuItem(id, 'Page', names, route, { isCollect: collected.includes(id), ...fields });
  return [
    menuItem('svc-wms', 'Service', ['仓储管理', 'Warehouse Management', 'Lagerverwaltung'], '', {
      children: [
        menuItem('mod-inbound', 'Module', ['入库管理', 'Inbound', 'Wareneingang'], '', {
          children: [
            page('page-orders', ['入库单', 'Inbound Orders', 'Eingangsaufträge'], '/inbound/orders'),
            page('page-receipts', ['收货确认', 'Receipts', 'Wareneingangsbuchung'], '/inbound/receipts'),
          ],
        }),
        menuItem('mod-inventory', 'Module', ['库存管理', 'Inventory', 'Bestand'], '', {
          children: [
            page('page-stock', ['库存查询', 'Stock List', 'Bestandsliste'], '/inventory/stock'),
            page('page-transfer', ['移库作业', 'Stock Transfer', ''], '/inventory/transfer'),
            page(
              'page-supplier',
              ['供应商门户', 'Supplier Portal', 'Lieferantenportal'],
              'https://suppliers.example.com',
            ),
          ],
        }),
      ],
    }),
  ];
}

/** Favourites: a folder "常用" with the stock list, and the inbound orders at the top level. */
export function favouritesTree(): MenuItem[] {
  return [
    menuItem('fav-folder-daily', 'Module', ['常用', '常用', '常用'], '', {
      children: [
        menuItem('fav-stock', 'Page', ['库存查询', 'Stock List', 'Bestandsliste'], '/inventory/stock', {
          menuId: 'page-stock',
          isCollect: true,
          parentId: 'fav-folder-daily',
        }),
      ],
    }),
    menuItem('fav-orders', 'Page', ['入库单', 'Inbound Orders', 'Eingangsaufträge'], '/inbound/orders', {
      menuId: 'page-orders',
      isCollect: true,
    }),
  ];
}

export function menuResponse(firstPickMenu: FirstPickMenu = 0, favourites = favouritesTree()): MenuResponse {
  return {
    defaultLeadMenuQueryOutput: functionMenu(['page-stock', 'page-orders']),
    collectLeadMenuQueryOutput: favourites,
    firstPickMenu,
    baseMenuCodes: {},
  };
}
