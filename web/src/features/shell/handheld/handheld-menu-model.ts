import type { Language, MenuItem } from '@workbench/contracts';
import { menuTitle } from '../../../lib/menu-title';
import { targetOfMenuPage } from '../navigation/open-menu-page';

/** One group of the full-screen menu: the folders above its pages, and the pages. */
export interface MenuSection {
  key: string;
  /** Titles of the folders (Modules) the pages sit in, outermost first; empty at the top level. */
  trail: string[];
  pages: MenuItem[];
}

export interface HandheldMenu {
  /** Whose menus these are: the application's handheld (isPda) menus, or its function menu. */
  source: 'pda' | 'function';
  sections: MenuSection[];
}

/** Pages of the tree that open something, grouped by the folders they are in, in menu order. */
export function menuSections(tree: readonly MenuItem[], language: Language): MenuSection[] {
  const sections: MenuSection[] = [];
  const walk = (items: readonly MenuItem[], trail: string[], key: string) => {
    const pages = items.filter((item) => item.menuType === 'Page' && targetOfMenuPage(item).kind !== 'none');
    if (pages.length > 0) sections.push({ key, trail, pages });
    for (const item of items) {
      if (item.menuType === 'Page') continue;
      // A Service is the application itself, already named at the top of the screen.
      const inner = item.menuType === 'Module' ? [...trail, menuTitle(item, language)] : trail;
      walk(item.children, inner, `${key}/${item.id}`);
    }
  };
  walk(tree, [], '');
  return sections;
}

/**
 * The full-screen menu of the entered application: its handheld (isPda) menus when it has any
 * page there, made for the small screen and the scanner; otherwise its function menu, so that an
 * application nobody has set up for handhelds can still be used on one.
 */
export function handheldMenuOf(
  pdaTree: readonly MenuItem[] | undefined,
  functionTree: readonly MenuItem[],
  language: Language,
): HandheldMenu {
  const pda = pdaTree ? menuSections(pdaTree, language) : [];
  if (pda.length > 0) return { source: 'pda', sections: pda };
  return { source: 'function', sections: menuSections(functionTree, language) };
}
