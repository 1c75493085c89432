import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { wireHttpClient } from '../app/wire-http-client';
import { i18n, initI18n } from '../i18n/i18n';
import { useSessionStore } from '../stores/session-store';
import { Providers } from '../ui/providers';

const initialSession = useSessionStore.getState();

/**
 * Starts the portal's real i18n, session store and HTTP client wiring in English for a component
 * test; only the network (see mock-network.ts) is fake.
 */
export async function startPortal(): Promise<void> {
  useSessionStore.setState(initialSession, true);
  useSessionStore.getState().setLanguage('en');
  await initI18n('en');
  await i18n.changeLanguage('en');
  wireHttpClient();
}

/** Renders routes in a memory router at `path`; returns the router to inspect where it went. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...view };
}

export function locationOf(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}
