import type { UnknownPage } from '../host/page-switch';

/** "#/planning/orders/?x=1" → "/planning/orders": no hash sign, query or trailing slash. */
export function normalizeRoute(route: string): string {
  const path = (route.replace(/^#/, '').split('?')[0] ?? '').replace(/\/+$/, '');
  if (!path) return '';
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * The page function of an application's route table (its menu's webClientRoutes, matched without
 * regard to case): an empty route is the home page, a route not in the table an UnknownPage.
 */
export function routeTable<P>(routes: Record<string, P>, home: P): (route: string) => P | UnknownPage {
  return (route) => {
    const normalized = normalizeRoute(route);
    if (!normalized) return home;
    const lower = normalized.toLowerCase();
    return (Object.hasOwn(routes, lower) ? routes[lower] : undefined) ?? { page: 'unknown', route: normalized };
  };
}
