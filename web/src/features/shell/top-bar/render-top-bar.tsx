/**
 * Test helper: renders the top bar inside a memory router whose routes carry the portal's route
 * meta, with the real i18n, antd providers and stores; only the network is fake (mock-network).
 */
import { render, screen } from '@testing-library/react';
import { ALL_PERMISSION_CODES, type Settings } from '@workbench/contracts';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ROUTES } from '../../../app/route-table';
import type { Device } from '../../../stores/interface-defaults';
import { useInterfaceStore } from '../../../stores/interface-store';
import { DEFAULT_SETTINGS, useRuntimeConfigStore } from '../../../stores/runtime-config-store';
import { useSessionStore } from '../../../stores/session-store';
import { AntdProviders } from '../../../ui/antd-providers';
import { Providers } from '../../../ui/providers';
import { TopBar } from './top-bar';

export const ADMIN_CODES: Record<string, boolean> = Object.fromEntries(
  ALL_PERMISSION_CODES.map((code) => [code, true]),
);

export interface TopBarSetup {
  path?: string;
  granted?: Record<string, boolean>;
  settings?: Partial<Settings>;
  apiBaseUrl?: string;
  device?: Device;
}

export async function renderTopBar({
  path = '/',
  granted = ADMIN_CODES,
  settings = {},
  apiBaseUrl = '',
  device = 'desktop',
}: TopBarSetup = {}) {
  useSessionStore.setState({
    userName: 'admin',
    displayName: 'Plant Admin',
    isAdmin: true,
    grantedMenuCodes: granted,
    profileLoaded: true,
  });
  useRuntimeConfigStore.setState({ settings: { ...DEFAULT_SETTINGS, ...settings }, apiBaseUrl });
  useInterfaceStore.setState({ device });
  const onOpenWorkbench = vi.fn();

  const router = createMemoryRouter(
    [
      {
        element: (
          <AntdProviders>
            <TopBar onOpenWorkbench={onOpenWorkbench} selectionSlot={<span>Selection here</span>} />
            <Outlet />
          </AntdProviders>
        ),
        children: ROUTES.map((route) => ({ path: route.path, handle: route.meta, element: null })),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  await screen.findByRole('banner');
  return { ...view, router, onOpenWorkbench };
}
