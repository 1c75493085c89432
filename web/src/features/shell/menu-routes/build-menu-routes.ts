import { isExternalLink, type MenuItem } from '@workbench/contracts';
import type { MenuRoute } from '../../../stores/menu-routes-store';

export type { MenuRoute };

/** A webClientRoute as a hash path: trimmed, one leading slash, no trailing one. */
export function normaliseRoute(route: string): string {
  const trimmed = route.trim().replace(/^\/+/, '').replace(/\/+$/, '');
  return `/${trimmed}`;
}

/** Pages whose address is a link (http, https, mailto, tel) open outside the shell and get no route. */
export function isLinkPage(item: MenuItem): boolean {
  return isExternalLink(item.webClientRoute.trim()) || isExternalLink(item.path.trim());
}

/** Every Page of the tree with an internal address, depth first; the first page of a path wins. */
export function buildMenuRoutes(tree: readonly MenuItem[]): MenuRoute[] {
  const routes: MenuRoute[] = [];
  const seen = new Set<string>();
  const stack = [...tree].reverse();
  for (let item = stack.pop(); item; item = stack.pop()) {
    for (let i = item.children.length - 1; i >= 0; i--) {
      const child = item.children[i];
      if (child) stack.push(child);
    }
    if (item.menuType !== 'Page' || isLinkPage(item)) continue;
    const address = item.webClientRoute.trim() || item.path.trim();
    if (!address) continue;
    const path = normaliseRoute(address);
    if (seen.has(path)) continue;
    seen.add(path);
    routes.push({
      path,
      menuId: item.menuId || item.id,
      name: item.menuCode,
      title: item.menuName,
      title_en: item.menuNameEn || item.menuName,
      title_de: item.menuNameAlias || item.menuName,
      keepAlive: item.keepAliveFlag,
      pageType: item.pageType,
      applicationId: item.applicationId,
      dbId: item.dbId,
    });
  }
  return routes;
}
