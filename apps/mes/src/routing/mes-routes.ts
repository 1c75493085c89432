import type { WorkOrderView } from '../pages/work-orders-page';

/** The pages this demo serves (the MES menu's webClientRoutes, see server/src/seed/demo-menus.ts). */
export type MesPageOf =
  | { page: 'work-orders'; view: WorkOrderView }
  | { page: 'andon' }
  | { page: 'work-centres' }
  | { page: 'unknown'; route: string };

const ROUTES: Record<string, MesPageOf> = {
  '/planning/work-orders': { page: 'work-orders', view: 'orders' },
  '/planning/schedule': { page: 'work-orders', view: 'schedule' },
  '/shop-floor/reporting': { page: 'work-orders', view: 'reporting' },
  '/shop-floor/andon': { page: 'andon' },
  '/master-data/work-centres': { page: 'work-centres' },
};

/** "#/planning/schedule/?x=1" → "/planning/schedule": no hash sign, query or trailing slash. */
export function normalizeRoute(route: string): string {
  const path = (route.replace(/^#/, '').split('?')[0] ?? '').replace(/\/+$/, '');
  if (!path) return '';
  return path.startsWith('/') ? path : `/${path}`;
}

/** An empty route is the app's home, the work orders. */
export function mesPageOf(route: string): MesPageOf {
  const normalized = normalizeRoute(route);
  if (!normalized) return { page: 'work-orders', view: 'orders' };
  const lower = normalized.toLowerCase();
  return (Object.hasOwn(ROUTES, lower) ? ROUTES[lower] : undefined) ?? { page: 'unknown', route: normalized };
}
