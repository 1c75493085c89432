import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@workbench/contracts';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useMenuRoutesStore } from '../../../stores/menu-routes-store';
import { useSelectionStore } from '../../../stores/selection-store';
import { useSessionStore } from '../../../stores/session-store';
import { type MockAnswer, mockNetwork, ok, type SentRequest } from '../../../testing/mock-network';
import { startPortal } from '../../../testing/render-app';
import { AntdProviders } from '../../../ui/antd-providers';
import { Providers } from '../../../ui/providers';
import { queryClient } from '../../../ui/query-client';
import { usePageScan } from '../scanner/use-page-scan';
import { APPLICATION_ID, DB_ID, menuItem, menuResponse } from '../side-area/menu-fixtures';
import { useBackStackStore } from './back-stack-store';
import { HandheldFrame } from './handheld-frame';

let pdaTree: ReturnType<typeof menuItem>[] = [];
let network: ReturnType<typeof mockNetwork>;

function answer(request: SentRequest): MockAnswer {
  if (request.url === API_PATHS.menus.userMenuList) {
    const { isPda } = request.body as { isPda: boolean };
    return ok(isPda ? { ...menuResponse(), defaultLeadMenuQueryOutput: pdaTree } : menuResponse());
  }
  if (request.url === API_PATHS.localization.frontEnd) return ok({ frontEndLanguages: [] });
  if (request.url === API_PATHS.dbInstances.forCurrentUser) return ok([]);
  return ok(null);
}

/** A portal page that takes scans, as a page with a code field would. */
function ScanPage() {
  const [code, setCode] = useState('');
  usePageScan(setCode);
  return <p>Received: {code}</p>;
}

beforeEach(async () => {
  await startPortal();
  queryClient.clear();
  pdaTree = [];
  network = mockNetwork(answer);
  useSessionStore.setState({ profileLoaded: true });
  useMenuRoutesStore.getState().clear();
  useBackStackStore.setState({ stack: [] });
  useSelectionStore.getState().select({
    application: {
      id: APPLICATION_ID,
      displayName: '仓储管理',
      enName: 'Warehouse Management',
      aliasName: 'Lagerverwaltung',
      applicationLogo: '',
      applicationUrl: '',
      applicationPlatform: '',
      specialLeadTagId: null,
      switchMethod: 1,
      integrationMethod: 0,
    },
    dbId: DB_ID,
    instanceCode: 'SZ',
    displayName: 'Suzhou',
    dataPermissionCodes: [],
  });
});
afterEach(() => network.restore());

function renderHandheld(path = '/dashboard/dashboard') {
  const router = createMemoryRouter(
    [
      {
        element: <HandheldFrame preview />,
        children: [
          { path: '/dashboard/dashboard', element: <p>Home page</p> },
          { path: '*', element: <ScanPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers>
      <AntdProviders>
        <RouterProvider router={router} />
      </AntdProviders>
    </Providers>,
  );
  return { router, user: userEvent.setup({ delay: null }) };
}

/** A reader's burst: the keys at once, then Enter, on what has the focus. */
function scan(code: string) {
  for (const key of [...code, 'Enter']) fireEvent.keyDown(document.activeElement ?? document.body, { key });
}

describe('the handheld layout', () => {
  it('shows the application’s menu full screen, opens a page on the back stack and goes back', async () => {
    const { router, user } = renderHandheld();
    const menu = await screen.findByRole('navigation', { name: 'Pages of Warehouse Management' });
    expect(screen.getByRole('heading', { level: 1, name: 'Warehouse Management' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(await within(menu).findByRole('heading', { name: 'Inventory' })).toBeTruthy();
    expect(screen.queryByText('Home page')).toBeNull();

    await user.click(within(menu).getByRole('button', { name: 'Stock List' }));
    expect(router.state.location.pathname).toBe('/inventory/stock');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stock List' })).toBeTruthy();
    expect(useBackStackStore.getState().stack.map((entry) => entry.path)).toEqual([
      '/dashboard/dashboard',
      '/inventory/stock',
    ]);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/dashboard/dashboard');
    expect(await screen.findByRole('navigation', { name: 'Pages of Warehouse Management' })).toBeTruthy();
    expect(useBackStackStore.getState().stack).toHaveLength(1);
  });

  it('delivers a scanner burst to the shown page, and offers signing out in the account sheet', async () => {
    const { user } = renderHandheld('/dashboard/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Inbound Orders' }));
    await screen.findByText('Received:');
    act(() => scan('BIN-A-01-03'));
    expect(await screen.findByText('Received: BIN-A-01-03')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Account and language' }));
    await screen.findByRole('button', { name: 'Sign out' });
  });

  it('prefers the application’s handheld (isPda) menus, whose pages then open as routes', async () => {
    pdaTree = [menuItem('pda-receipt', 'Page', ['扫码收货', 'Scan receipt', 'Wareneingang scannen'], '/pda/receipt')];
    const { router, user } = renderHandheld();
    const menu = await screen.findByRole('navigation', { name: 'Pages of Warehouse Management' });
    await waitFor(() => expect(within(menu).getByRole('button', { name: 'Scan receipt' })).toBeTruthy());
    expect(within(menu).queryByRole('button', { name: 'Stock List' })).toBeNull();
    await waitFor(() =>
      expect(useMenuRoutesStore.getState().routes.map((route) => route.path)).toContain('/pda/receipt'),
    );
    await user.click(within(menu).getByRole('button', { name: 'Scan receipt' }));
    expect(router.state.location.pathname).toBe('/pda/receipt');
    expect(network.sent.filter((request) => request.url === API_PATHS.menus.userMenuList)).toHaveLength(2);
  });
});
