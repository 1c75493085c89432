import type { Language, MenuItem } from '@workbench/contracts';

/**
 * A menu's name in the given language: menuName is Chinese, menuNameEn English, menuNameAlias
 * German (docs/api.md §3); other languages read the English one. Menus often lack translations, so an
 * empty one falls back to the Chinese name.
 */
export function menuTitle(
  item: Pick<MenuItem, 'menuName' | 'menuNameEn' | 'menuNameAlias'>,
  language: Language,
): string {
  const localized =
    language === 'zh-Hans' ? item.menuName : language === 'de-DE' ? item.menuNameAlias : item.menuNameEn;
  return localized.trim() || item.menuName;
}
