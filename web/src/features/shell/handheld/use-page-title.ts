import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { isRouteMeta } from '../../../app/route-table';
import { findMenuRoute, useMenuRoutesStore } from '../../../stores/menu-routes-store';
import { useSelectionStore } from '../../../stores/selection-store';
import { useSessionStore } from '../../../stores/session-store';
import { tabTitle } from '../tabs/tab-title';
import { tabViewOf } from '../tabs/tab-view-of';

/** The shown page's title, as its tab would read; null for the menu and for passages. */
export function usePageTitle(): string | null {
  const { t } = useTranslation();
  const location = useLocation();
  const matches = useMatches();
  const routes = useMenuRoutesStore((s) => s.routes);
  const sys = useSelectionStore((s) => s.selection?.instanceCode || 'main');
  const language = useSessionStore((s) => s.language);
  const meta = [...matches].reverse().find((match) => isRouteMeta(match.handle))?.handle;
  const view = tabViewOf(location, isRouteMeta(meta) ? meta : undefined, findMenuRoute(routes, location.pathname), sys);
  return view ? tabTitle(view, language, (key) => t(key as never)) : null;
}
