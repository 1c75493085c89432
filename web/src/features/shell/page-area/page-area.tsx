import { type ReactElement, Suspense, useRef } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { findMenuRoute, useMenuRoutesStore } from '../../../stores/menu-routes-store';
import { useTabsStore } from '../../../stores/tabs/tabs-store';
import { PageLoading } from '../../../ui/page-loading';
import { PagePathContext, pagePathOf } from './page-path-context';
import { pageKey, usePageVersionsStore } from './page-versions-store';
import './page-area.css';

interface KeptPage {
  element: ReactElement;
  keepAlive: boolean;
  /** The address path the element was rendered for ("/" and the dashboard share the Home page). */
  pathname: string;
}

/**
 * Where pages render (docs/spec.md §2). Pages of open tabs that keep alive stay mounted, hidden, while
 * other tabs are used, so a form half filled in or an application's scroll position survives a
 * tab switch; switching back only shows them again (in the handheld layout, the pages of its back
 * stack, given as `openPaths`, take the tabs' place). Hidden pages stay laid out (invisible and
 * inert rather than display: none), so showing one, even a framed application, costs a paint and
 * not a new layout of its whole document. A page that does not keep alive (a menu page
 * whose keepAliveFlag is off) starts afresh on every visit. Closing a tab drops its page.
 */
export function PageArea({ openPaths }: { openPaths?: readonly string[] } = {}) {
  const { pathname } = useLocation();
  const outlet = useOutlet();
  const visited = useTabsStore((s) => s.visited);
  const routes = useMenuRoutesStore((s) => s.routes);
  const versions = usePageVersionsStore();
  const kept = useRef(new Map<string, KeptPage>());

  const current = pagePathOf(pathname);
  if (outlet) {
    const menuRoute = findMenuRoute(routes, pathname);
    const previous = kept.current.get(current);
    // A kept page shown again keeps its element: the same path has the same route and parameters,
    // so nothing inside needs to render again (what follows the query or the address bar still
    // does, through its own hooks). Showing a tab then costs little more than a paint.
    const element = previous?.pathname === pathname ? previous.element : outlet;
    kept.current.set(current, { element, keepAlive: menuRoute ? menuRoute.keepAlive : true, pathname });
  }
  const open = new Set(openPaths ?? visited.map((tab) => tab.path));
  for (const [path, page] of kept.current) {
    if (path !== current && (!page.keepAlive || !open.has(path))) kept.current.delete(path);
  }

  return (
    <div className="wb-page-area">
      {[...kept.current].map(([path, page]) => (
        <section
          key={pageKey(versions, path)}
          className={path === current ? 'wb-page is-shown' : 'wb-page'}
          inert={path !== current}
          aria-hidden={path !== current}
          data-page-path={path}
        >
          <PagePathContext.Provider value={path}>
            <Suspense fallback={<PageLoading />}>{page.element}</Suspense>
          </PagePathContext.Provider>
        </section>
      ))}
    </div>
  );
}
