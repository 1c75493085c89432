// Test data only: one menu item in the shape queryUserMenuList answers (docs/spec.md §3 "Menu item"),
// shared by the component tests, the search tests and the search benchmark.

import type { MenuItem, MenuType } from '@workbench/contracts';

/** Names in Chinese, English and German (the German one is stored as the alias). */
export type MenuNames = [zh: string, en: string, de: string];

export function menuItem(
  id: string,
  menuType: MenuType,
  [zh, en, de]: MenuNames,
  route = '',
  fields: Partial<MenuItem> = {},
): MenuItem {
  return {
    id,
    menuId: id,
    menuType,
    menuCode: id,
    menuName: zh,
    menuNameEn: en,
    menuNameAlias: de,
    webClientRoute: route,
    path: route,
    pageType: 0,
    keepAliveFlag: false,
    isCollect: false,
    firstPickMenu: 0,
    order: 0,
    parentId: null,
    applicationId: 'test',
    dbId: null,
    children: [],
    ...fields,
  };
}
