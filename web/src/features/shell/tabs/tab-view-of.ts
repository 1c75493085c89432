import type { RouteMeta } from '../../../app/route-table';
import { HOME_PATH, HOME_TAB, type TabView } from '../../../stores/tabs/tab-list';
import { windowHostOf } from '../../window';
import type { MenuRoute } from '../menu-routes/build-menu-routes';
import { BARE_PAGE_FLAG } from '../navigation/open-menu-page';

/** Menu groups whose pages are not tabs: sign-in, redirects and the application chooser are passages, not places. */
const PASSAGE_ROUTES = new Set(['Login', 'AuthRedirect', 'Redirect', 'Appbox', 'NotFound']);

const WINDOW_ROUTE = 'Window';

export interface VisitedLocation {
  pathname: string;
  search: string;
}

/**
 * The tab a visited address gets (docs/spec.md §3 "Tab view"), or null when it gets none. Portal pages are
 * titled by their route's dictionary key; menu pages by their three menu names. "/" is the
 * workbench home and shows as the Home tab.
 */
export function tabViewOf(
  location: VisitedLocation,
  routeMeta: RouteMeta | undefined,
  menuRoute: MenuRoute | undefined,
  sys: string,
): TabView | null {
  const { pathname, search } = location;
  if (new URLSearchParams(search).has(BARE_PAGE_FLAG)) return null;
  if (pathname === '/' || pathname === HOME_PATH) return HOME_TAB;
  const fullPath = `${pathname}${search}`;
  if (routeMeta) {
    if (PASSAGE_ROUTES.has(routeMeta.name)) return null;
    // An embedded address is named by its host in every language, so two of them tell apart.
    const host = routeMeta.name === WINDOW_ROUTE ? windowHostOf(pathname, search) : null;
    if (host) {
      return {
        path: pathname,
        fullPath,
        name: routeMeta.name,
        meta: { title: host, title_en: host, title_de: host, sys: 'main' },
      };
    }
    return {
      path: pathname,
      fullPath,
      name: routeMeta.name,
      meta: { title: '', title_en: '', title_de: '', titleKey: routeMeta.titleKey, sys: 'main' },
    };
  }
  if (menuRoute) {
    return {
      path: pathname,
      fullPath,
      name: menuRoute.name,
      meta: {
        title: menuRoute.title,
        title_en: menuRoute.title_en,
        title_de: menuRoute.title_de,
        sys,
        pageType: menuRoute.pageType,
      },
    };
  }
  return null;
}
