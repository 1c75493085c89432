import { CORE_LANGUAGES, type CoreLanguage, type Language, type MenuItem } from '@workbench/contracts';
import { isLinkPage, normaliseRoute } from '../menu-routes/build-menu-routes';

/** Menu titles exist in the three core languages only; the others read English (docs/spec.md §9 fallback). */
export function menuLanguageOf(language: Language): CoreLanguage {
  return (CORE_LANGUAGES as readonly string[]).includes(language) ? (language as CoreLanguage) : 'en';
}

/** The shell path a Page opens at, or null for links, new-window pages and pages without an address. */
export function routeOfPage(item: MenuItem): string | null {
  if (item.menuType !== 'Page' || isLinkPage(item) || item.pageType === 1) return null;
  const address = item.webClientRoute.trim() || item.path.trim();
  return address ? normaliseRoute(address) : null;
}

export type PageOpening = 'route' | 'window' | 'link';

/** How a Page opens, for the icon beside its title. */
export function openingOf(item: MenuItem): PageOpening {
  if (isLinkPage(item)) return 'link';
  return item.pageType === 1 ? 'window' : 'route';
}

/**
 * The keys from the top of the tree down to the first Page shown at `path`, or [] when no page is:
 * the last key is the page to highlight, the others the nodes to expand.
 */
export function trailToPath(tree: readonly MenuItem[], path: string): string[] {
  const stack: { item: MenuItem; trail: string[] }[] = [...tree].reverse().map((item) => ({ item, trail: [] }));
  for (let next = stack.pop(); next; next = stack.pop()) {
    const trail = [...next.trail, next.item.id];
    if (routeOfPage(next.item) === path) return trail;
    for (let i = next.item.children.length - 1; i >= 0; i--) {
      const child = next.item.children[i];
      if (child) stack.push({ item: child, trail });
    }
  }
  return [];
}

/** The keys of the nodes that open by default: the Services at the top of the function menu, and every favourites folder. */
export function initiallyExpandedKeys(tree: readonly MenuItem[]): string[] {
  return tree.filter((item) => item.menuType !== 'Page' && item.children.length > 0).map((item) => item.id);
}

/** Every node by key, to find the item behind a tree event. */
export function indexByKey(tree: readonly MenuItem[]): Map<string, MenuItem> {
  const index = new Map<string, MenuItem>();
  const stack = [...tree];
  for (let item = stack.pop(); item; item = stack.pop()) {
    index.set(item.id, item);
    stack.push(...item.children);
  }
  return index;
}
