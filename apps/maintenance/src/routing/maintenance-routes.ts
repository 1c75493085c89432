import type { MaintenanceRecordKind } from '@workbench/contracts';

/** The pages this demo serves (the MNT menu's webClientRoutes, see server/src/seed/demo-menus.ts). */
export type MaintenancePageOf =
  | { page: 'ledger' }
  | { page: 'status' }
  | { page: 'records'; kind: MaintenanceRecordKind }
  | { page: 'unknown'; route: string };

const ROUTES: Record<string, MaintenancePageOf> = {
  '/equipment/ledger': { page: 'ledger' },
  '/equipment/status': { page: 'status' },
  '/planning/preventive': { page: 'records', kind: 'plan' },
  '/planning/work-requests': { page: 'records', kind: 'request' },
  '/planning/orders': { page: 'records', kind: 'order' },
  '/spare-parts/stock': { page: 'records', kind: 'stock' },
  '/spare-parts/requisitions': { page: 'records', kind: 'requisition' },
};

/** "#/planning/orders/?x=1" → "/planning/orders": no hash sign, query or trailing slash. */
export function normalizeRoute(route: string): string {
  const path = (route.replace(/^#/, '').split('?')[0] ?? '').replace(/\/+$/, '');
  if (!path) return '';
  return path.startsWith('/') ? path : `/${path}`;
}

/** An empty route is the app's home, the equipment ledger. */
export function maintenancePageOf(route: string): MaintenancePageOf {
  const normalized = normalizeRoute(route);
  if (!normalized) return { page: 'ledger' };
  const lower = normalized.toLowerCase();
  return (Object.hasOwn(ROUTES, lower) ? ROUTES[lower] : undefined) ?? { page: 'unknown', route: normalized };
}
