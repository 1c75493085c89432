// Test data only: one application's admin menu tree (leadMenu/getAllMenusByApplicationId).
import type { MenuItem } from '@workbench/contracts';
import { menuItem } from '../../../../testing/menu-item';

export const MENU_APP_ID = 'app-wms';

const under = (parentId: string, order: number) => ({ parentId, order, applicationId: MENU_APP_ID });

/** Warehouse service with two modules; Stock has two pages, Orders one. */
export function menuTree(): MenuItem[] {
  return [
    menuItem('svc', 'Service', ['仓储', 'Warehouse', 'Lager'], '', {
      applicationId: MENU_APP_ID,
      children: [
        menuItem('mod-stock', 'Module', ['库存', 'Stock', 'Bestand'], '', {
          ...under('svc', 0),
          children: [
            menuItem('page-list', 'Page', ['库存列表', 'Stock list', 'Bestandsliste'], '/stock', under('mod-stock', 0)),
            menuItem('page-count', 'Page', ['盘点', 'Stocktaking', 'Inventur'], '/count', under('mod-stock', 1)),
          ],
        }),
        menuItem('mod-orders', 'Module', ['订单', 'Orders', 'Aufträge'], '', {
          ...under('svc', 1),
          children: [
            menuItem('page-inbound', 'Page', ['入库单', 'Inbound', 'Eingang'], '/inbound', under('mod-orders', 0)),
          ],
        }),
      ],
    }),
  ];
}
