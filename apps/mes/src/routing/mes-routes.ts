import { routeTable } from '@workbench/app-kit';
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

/** An empty route is the app's home, the work orders. */
export const mesPageOf = routeTable(ROUTES, { page: 'work-orders', view: 'orders' });
