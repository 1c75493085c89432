import { createHashRouter, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { useSessionStore } from '../stores/session-store';
import { loadSession } from './guard/load-session';
import { type LazyPage, lazyPage, loadedPage, PreloadablePage } from './lazy-page';
import { RedirectPage } from './redirect-page';
import { RootLayout } from './root-layout';
import { type PageKind, type PortalRoute, ROUTES } from './route-table';

/**
 * Pages load lazily, each as its own chunk, so the sign-in page downloads only what it needs.
 * They are imported by file rather than through their feature's index.ts for that reason. The
 * sign-in page itself is part of the entry: a few kilobytes that every signed-out visit needs at
 * once, which as chunks of their own cost five more requests before the form could be used.
 */
export const pages: Record<Exclude<PageKind, 'redirect'>, LazyPage> = {
  login: loadedPage(LoginPage),
  'auth-redirect': lazyPage(() => import('../features/auth/auth-redirect-page').then((m) => m.AuthRedirectPage)),
  home: lazyPage(() => import('../features/home/home-page').then((m) => m.HomePage)),
  appbox: lazyPage(() => import('../features/appbox/appbox-page').then((m) => m.AppboxPage)),
  window: lazyPage(() => import('../features/window/window-page').then((m) => m.WindowPage)),
  'not-found': lazyPage(() => import('../features/not-found/not-found-page').then((m) => m.NotFoundPage)),
  users: lazyPage(() => import('../features/admin/users/users-page').then((m) => m.UsersPage)),
  roles: lazyPage(() => import('../features/admin/roles/roles-page').then((m) => m.RolesPage)),
  applications: lazyPage(() =>
    import('../features/admin/applications/applications-page').then((m) => m.ApplicationsPage),
  ),
  'application-editor': lazyPage(() =>
    import('../features/admin/applications/application-editor-page').then((m) => m.ApplicationEditorPage),
  ),
  'edit-workbench': lazyPage(() =>
    import('../features/admin/workbench/edit-workbench-page').then((m) => m.EditWorkbenchPage),
  ),
  integrations: lazyPage(() =>
    import('../features/admin/integrations/integrations-page').then((m) => m.IntegrationsPage),
  ),
  'channel-editor': lazyPage(() =>
    import('../features/admin/integrations/channel-editor-page').then((m) => m.ChannelEditorPage),
  ),
  contacts: lazyPage(() => import('../features/admin/contacts/contacts-page').then((m) => m.ContactsPage)),
  jobs: lazyPage(() => import('../features/admin/jobs/jobs-page').then((m) => m.JobsPage)),
  notices: lazyPage(() => import('../features/admin/notices/notices-page').then((m) => m.NoticesPage)),
  'push-settings': lazyPage(() =>
    import('../features/push-settings/push-settings-page').then((m) => m.PushSettingsPage),
  ),
  'event-centre': lazyPage(() => import('../features/event-centre/event-centre-page').then((m) => m.EventCentrePage)),
  later: lazyPage(() => import('../features/placeholder/later-release-page').then((m) => m.LaterReleasePage)),
};

const menuPage = lazyPage(() => import('../features/shell/page-host/menu-page').then((m) => m.MenuPage));

const loadSignedInLayout = () => import('./signed-in-layout');

/**
 * antd and TanStack Query come with this layout, never with the sign-in page. Its code is fetched
 * as soon as there is a token (warmSignedInArea), so by the time the guard lets a signed-in page
 * render it is usually there, and the layout renders at once. A React.lazy would suspend once even
 * then, and a Suspense fallback that has been shown holds its content back for React's reveal
 * throttle (300 ms): the first signed-in screen would wait for it.
 */
const signedInLayout = lazyPage(() => loadSignedInLayout().then((m) => m.SignedInLayout));

/**
 * Starts downloading the code of the signed-in area: layout, shell and home page, and antd's and
 * dayjs's locale of the user's language, which the layout waits for and would otherwise ask for
 * only once all of its own code has arrived.
 */
function preloadSignedInCode(): void {
  const { language } = useSessionStore.getState();
  import('../i18n/locale-loaders')
    .then((locales) => Promise.all([locales.loadAntdLocale(language), locales.activateDayjsLocale(language)]))
    .catch(() => undefined);
  signedInLayout.preload().catch(() => undefined);
  pages.home.preload().catch(() => undefined);
}

/**
 * Starts the calls of the first signed-in screen, the route guard's profile and codes first, and
 * the download of its code at once: the screen waits for neither one after the other. The signed-in
 * code is two files (vite.config.ts), so it does not hold the calls back from the six connections
 * a browser opens to a server. A failed download is tried again when the route renders.
 */
export function warmSignedInArea(): void {
  // The guard's own calls (profile, granted codes) first: every signed-in page waits for them. The
  // guard shares this load, and handles its failure, when it renders.
  loadSession().catch(() => undefined);
  import('./first-screen-prefetch').then((m) => m.prefetchFirstScreen()).catch(() => undefined);
  preloadSignedInCode();
}

/** Warms the signed-in area once there is a token: at start-up, or as soon as signing in answers. */
function warmSignedInAreaOnToken(): void {
  if (useSessionStore.getState().hasToken) warmSignedInArea();
  useSessionStore.subscribe((state, previous) => {
    if (state.hasToken && !previous.hasToken) warmSignedInArea();
  });
}

/** Pages that render without the signed-in layout. */
const BARE_PAGES: readonly PageKind[] = ['login', 'auth-redirect', 'redirect'];

function toRouteObject(route: PortalRoute): RouteObject {
  if (route.page === 'redirect') return { path: route.path, handle: route.meta, element: <RedirectPage /> };
  return { path: route.path, handle: route.meta, element: <PreloadablePage page={pages[route.page]} /> };
}

export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...ROUTES.filter((route) => BARE_PAGES.includes(route.page)).map(toRouteObject),
      {
        element: <PreloadablePage page={signedInLayout} />,
        children: [
          ...ROUTES.filter((route) => !BARE_PAGES.includes(route.page)).map(toRouteObject),
          // The pages of the entered application's menu; an address that is none of them goes to / (docs/spec.md §2 "*").
          { path: '*', element: <PreloadablePage page={menuPage} /> },
        ],
      },
    ],
  },
];

export function createPortalRouter() {
  warmSignedInAreaOnToken();
  return createHashRouter(routeObjects);
}
