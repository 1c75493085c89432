import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { isRouteMeta } from '../../../app/route-table';
import { findMenuRoute, useMenuRoutesStore } from '../../../stores/menu-routes-store';
import { useSelectionStore } from '../../../stores/selection-store';
import { useTabsStore } from '../../../stores/tabs/tabs-store';
import { tabViewOf } from './tab-view-of';

/** Adds the page in the address bar to the tabs and makes it active (SPEC §4 "a view is added on visit"). */
export function useTrackVisitedTab(): void {
  const location = useLocation();
  const matches = useMatches();
  const routes = useMenuRoutesStore((s) => s.routes);
  const sys = useSelectionStore((s) => s.selection?.instanceCode || 'main');
  const meta = [...matches].reverse().find((match) => isRouteMeta(match.handle))?.handle;

  useEffect(() => {
    const view = tabViewOf(
      location,
      isRouteMeta(meta) ? meta : undefined,
      findMenuRoute(routes, location.pathname),
      sys,
    );
    if (view) useTabsStore.getState().visit(view);
  }, [location, meta, routes, sys]);
}
