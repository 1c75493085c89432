import { routeTable } from '@workbench/app-kit';
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

/** An empty route is the app's home, the equipment ledger. */
export const maintenancePageOf = routeTable(ROUTES, { page: 'ledger' });
