import { normalizeRoute } from '@workbench/app-kit';
import { useSyncExternalStore } from 'react';
import { TASK_PAGES, type TaskPageSpec } from '../pages/tasks/task-pages';

/** The pages this demo serves (the WMS menu's webClientRoutes, see server/src/seed/demo-menus.ts). */
export const DEMO_ROUTES = {
  stock: '/inventory/stock',
  inbound: '/inbound/orders',
  loadingList: '/outbound/loading-list',
} as const;

export type AppPage =
  | { page: 'stock' }
  | { page: 'inbound' }
  | { page: 'loading-list' }
  | { page: 'tasks'; spec: TaskPageSpec }
  | { page: 'unknown'; route: string };

/** An empty route is the app's home, the stock list. */
export function pageOf(route: string): AppPage {
  const normalized = normalizeRoute(route);
  if (normalized === '' || normalized.toLowerCase() === DEMO_ROUTES.stock) return { page: 'stock' };
  const lower = normalized.toLowerCase();
  if (lower === DEMO_ROUTES.inbound) return { page: 'inbound' };
  if (lower === DEMO_ROUTES.loadingList) return { page: 'loading-list' };
  const spec = Object.hasOwn(TASK_PAGES, lower) ? TASK_PAGES[lower] : undefined;
  if (spec) return { page: 'tasks', spec };
  return { page: 'unknown', route: normalized };
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
}

/** The current hash route; the shell changes it by setting the frame's address or by context. */
export function useHashRoute(): string {
  return useSyncExternalStore(subscribe, () => normalizeRoute(window.location.hash));
}

/** Shows `route` without adding a history entry (the shell owns the tab's history). */
export function replaceHashRoute(route: string): void {
  const normalized = normalizeRoute(route);
  if (normalized === normalizeRoute(window.location.hash)) return;
  const url = new URL(window.location.href);
  url.hash = normalized;
  window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}
