import { screen, waitFor } from '@testing-library/react';
import { API_PATHS, PERMISSIONS } from '@workbench/contracts';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthRedirectPage } from '../../features/auth/auth-redirect-page';
import { readAccessToken, writeTokens } from '../../stores/session-cookies';
import { useSessionStore } from '../../stores/session-store';
import { fail, type MockAnswer, mockNetwork, ok } from '../../testing/mock-network';
import { locationOf, renderRoutes, startPortal } from '../../testing/render-app';
import { RootLayout } from '../root-layout';
import { ROUTES } from '../route-table';

const meta = (path: string) => ROUTES.find((route) => route.path === path)?.meta;

/** The real root layout and guard over stand-in pages. */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/login', handle: meta('/login'), element: <p>Sign-in page</p> },
      { path: '/auth-redirect', handle: meta('/auth-redirect'), element: <AuthRedirectPage /> },
      { path: '/', handle: meta('/'), element: <p>Home page</p> },
      { path: '/dashboard/dashboard', handle: meta('/dashboard/dashboard'), element: <p>Dashboard page</p> },
      { path: '/User', handle: meta('/User'), element: <p>User management page</p> },
    ],
  },
];

const profile = {
  name: 'Ops',
  userName: 'operator',
  userId: 'u1',
  isAdmin: false,
  isSysAdmin: false,
  warehouseDtos: [],
};
let answers: { profile: MockAnswer | Promise<MockAnswer>; codes: MockAnswer };
let network: ReturnType<typeof mockNetwork>;

function signIn(token = 'access-1') {
  writeTokens({ accessToken: token, refreshToken: 'refresh-1', ticket: 'ticket-1' });
  useSessionStore.setState({ hasToken: true, userName: 'operator' });
}

beforeEach(async () => {
  await startPortal();
  answers = { profile: ok(profile), codes: ok({ baseMenuCodes: {} }) };
  network = mockNetwork((request) => {
    if (request.url === API_PATHS.identity.profile) return answers.profile;
    if (request.url === API_PATHS.menus.baseMenuList) return answers.codes;
    return fail(404, '10000', 'not in this test');
  });
});
afterEach(() => network.restore());

describe('route guard (docs/spec.md §2)', () => {
  it('sends a visitor without a token to /login with the wanted path and query', async () => {
    const { router } = renderRoutes(routes, '/User?tab=2');
    await screen.findByText('Sign-in page');
    expect(locationOf(router)).toBe(`/login?redirect=${encodeURIComponent('/User?tab=2')}`);
  });

  it('sends a signed-in user away from /login to /', async () => {
    signIn();
    const { router } = renderRoutes(routes, '/login');
    await screen.findByText('Home page');
    expect(locationOf(router)).toBe('/');
  });

  it('loads the profile first, then allows a page whose code is granted', async () => {
    signIn();
    answers.codes = ok({ baseMenuCodes: { [PERMISSIONS.userManage]: true } });
    renderRoutes(routes, '/User');
    await screen.findByText('User management page');
    expect(useSessionStore.getState()).toMatchObject({ profileLoaded: true, displayName: 'Ops' });
    const profileCall = network.sent.find((r) => r.url === API_PATHS.identity.profile);
    expect(profileCall?.headers.authorization).toBe('Bearer access-1');
  });

  it('sends the user to / when the page code is not granted', async () => {
    signIn();
    answers.codes = ok({ baseMenuCodes: { [PERMISSIONS.roleManage]: true } });
    const { router } = renderRoutes(routes, '/User');
    await screen.findByText('Home page');
    expect(locationOf(router)).toBe('/');
  });

  it('resets the token and goes to /login with a redirect when the profile fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn();
    answers.profile = fail(500, '10000', 'Database down');
    const { router } = renderRoutes(routes, '/dashboard/dashboard');
    await screen.findByText('Sign-in page');
    expect(locationOf(router)).toBe(`/login?redirect=${encodeURIComponent('/dashboard/dashboard')}`);
    expect(readAccessToken()).toBeUndefined();
    expect(useSessionStore.getState().hasToken).toBe(false);
  });

  it('keeps the session when the profile call is cancelled because the page is being left (a reload)', async () => {
    signIn();
    let cancel: (answer: MockAnswer) => void = () => undefined;
    answers.profile = new Promise<MockAnswer>((resolve) => {
      cancel = resolve;
    });
    renderRoutes(routes, '/dashboard/dashboard');
    await waitFor(() => expect(network.sent.some((r) => r.url === API_PATHS.identity.profile)).toBe(true));
    window.dispatchEvent(new Event('pagehide'));
    try {
      cancel(fail(500, '10000', 'cancelled'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(readAccessToken()).toBe('access-1');
      expect(useSessionStore.getState().hasToken).toBe(true);
    } finally {
      window.dispatchEvent(new Event('pageshow'));
    }
  });

  it('accepts an access_token from the address, removes it and continues to the redirect target', async () => {
    const { router } = renderRoutes(
      routes,
      '/auth-redirect?access_token=handed-over&redirect=%2Fdashboard%2Fdashboard',
    );
    await screen.findByText('Dashboard page');
    expect(readAccessToken()).toBe('handed-over');
    expect(locationOf(router)).toBe('/dashboard/dashboard');
    await waitFor(() =>
      expect(network.sent.find((r) => r.url === API_PATHS.identity.profile)?.headers.authorization).toBe(
        'Bearer handed-over',
      ),
    );
  });
});
