import type { CoreLanguage, MenuItem } from '@workbench/contracts';
import { menuTitle } from '../../../lib/menu-title';

export { menuTitle };

/** A Page of the menu tree with the titles it is shown and searched by. */
export interface FlatPage {
  item: MenuItem;
  /** Title in the active language. */
  title: string;
  /** Titles of the Service and Module above the page, outermost first. */
  breadcrumb: string[];
}

/** Collects the Pages of the tree depth first; Services and Modules only give their titles to the breadcrumbs. */
export function flattenPages(tree: readonly MenuItem[], language: CoreLanguage): FlatPage[] {
  const pages: FlatPage[] = [];
  // An explicit stack instead of recursion: menu trees come from the server and their depth is not ours to trust.
  const stack: { item: MenuItem; trail: string[] }[] = [...tree].reverse().map((item) => ({ item, trail: [] }));
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { item, trail } = next;
    const title = menuTitle(item, language);
    if (item.menuType === 'Page') pages.push({ item, title, breadcrumb: trail });
    const childTrail = [...trail, title];
    for (let i = item.children.length - 1; i >= 0; i--) {
      const child = item.children[i];
      if (child) stack.push({ item: child, trail: childTrail });
    }
  }
  return pages;
}
