import type { CoreLanguage, MenuItem } from '@workbench/contracts';
import { translate } from '../../platform/messages';
import type { SheetCell, SheetContent } from '../../platform/workbook-file';
import { yesOrNo } from './sheet-values';

/** Depth-first, in display order: Service (level 1), its Modules (2), their Pages (3). */
function flatten(items: readonly MenuItem[], level = 1): { item: MenuItem; level: number }[] {
  return items.flatMap((item) => [{ item, level }, ...flatten(item.children, level + 1)]);
}

function pageTypeName(pageType: number, language: CoreLanguage): string {
  return translate(language, pageType === 1 ? 'exports.value.pageTypeWindow' : 'exports.value.pageTypeTab');
}

/**
 * An application's menu tree as a flat sheet, one row per menu with its level; the route, page
 * type and keep-alive columns belong to pages and stay empty for services and modules.
 */
export function menuListSheet(tree: readonly MenuItem[], language: CoreLanguage): SheetContent {
  const header = (key: string) => translate(language, `exports.column.${key}`);
  return {
    name: translate(language, 'exports.sheet.menus'),
    columns: [
      { key: 'level', header: header('level'), width: 8 },
      { key: 'menuType', header: header('menuType'), width: 10 },
      { key: 'menuCode', header: header('menuCode'), width: 36 },
      { key: 'menuName', header: header('menuNameZh'), width: 24 },
      { key: 'menuNameEn', header: header('menuNameEn'), width: 28 },
      { key: 'menuNameAlias', header: header('menuNameDe'), width: 28 },
      { key: 'webClientRoute', header: header('route'), width: 32 },
      { key: 'pageType', header: header('pageType'), width: 14 },
      { key: 'keepAlive', header: header('keepAlive'), width: 12 },
    ],
    rows: flatten(tree).map(({ item, level }): Record<string, SheetCell> => {
      const isPage = item.menuType === 'Page';
      return {
        level,
        menuType: item.menuType,
        menuCode: item.menuCode,
        menuName: item.menuName,
        menuNameEn: item.menuNameEn,
        menuNameAlias: item.menuNameAlias,
        webClientRoute: isPage ? item.webClientRoute : null,
        pageType: isPage ? pageTypeName(item.pageType, language) : null,
        keepAlive: isPage ? yesOrNo(item.keepAliveFlag, language) : null,
      };
    }),
  };
}
