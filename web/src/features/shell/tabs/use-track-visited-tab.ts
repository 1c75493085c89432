import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { isRouteMeta } from '../../../app/route-table';
import { findMenuRoute, useMenuRoutesStore } from '../../../stores/menu-routes-store';
import { useSelectionStore } from '../../../stores/selection-store';
import { useTabsStore } from '../../../stores/tabs/tabs-store';
import { tabViewOf } from './tab-view-of';

/**
 * Adds the page in the address bar to the tabs and makes it active (docs/spec.md §4 "a view is added on
 * visit"), once per visit. A menu page visited before its menu has loaded is added when the routes
 * arrive; a change of routes or sub-system alone never brings back a tab that a reset removed.
 */
export function useTrackVisitedTab(): void {
  const location = useLocation();
  const matches = useMatches();
  const routes = useMenuRoutesStore((s) => s.routes);
  const sys = useSelectionStore((s) => s.selection?.instanceCode || 'main');
  const meta = [...matches].reverse().find((match) => isRouteMeta(match.handle))?.handle;
  const handledVisit = useRef<string | null>(null);

  useEffect(() => {
    // A hash typed into the address bar arrives with the key "default" every time, so the key alone
    // does not tell visits apart.
    const visit = `${location.key} ${location.pathname}${location.search}`;
    if (handledVisit.current === visit) return;
    const routeMeta = isRouteMeta(meta) ? meta : undefined;
    const menuRoute = findMenuRoute(routes, location.pathname);
    // Neither a portal page nor (yet) a menu page: wait for the menu routes.
    if (!routeMeta && !menuRoute && location.pathname !== '/') return;
    handledVisit.current = visit;
    const view = tabViewOf(location, routeMeta, menuRoute, sys);
    if (view) useTabsStore.getState().visit(view);
  }, [location, meta, routes, sys]);
}
