import { act, render, screen, within } from '@testing-library/react';
import { API_PATHS } from '@workbench/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROUTES } from '../../../app/route-table';
import { changeLanguage } from '../../../i18n/change-language';
import { HOME_TAB } from '../../../stores/tabs/tab-list';
import { useTabsStore } from '../../../stores/tabs/tabs-store';
import { mockNetwork, ok } from '../../../testing/mock-network';
import { startPortal } from '../../../testing/render-app';
import { windowPathOf } from '../../window';
import { TabsBar } from './tabs-bar';
import { useTrackVisitedTab } from './use-track-visited-tab';

function TrackedTabs() {
  useTrackVisitedTab();
  return <TabsBar />;
}

const windowRoute = ROUTES.find((route) => route.path === '/Window/*');

/** The tab bar as the shell shows it, following the visited addresses. */
function renderTabs(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/Window/*', handle: windowRoute?.meta, element: <TrackedTabs /> },
      { path: '/dashboard/dashboard', element: <TrackedTabs /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

let network: ReturnType<typeof mockNetwork>;

describe('tab bar', () => {
  afterEach(() => network.restore());
  beforeEach(async () => {
    await startPortal();
    network = mockNetwork((request) =>
      request.url === API_PATHS.localization.frontEnd ? ok({ frontEndLanguages: [] }) : ok(null),
    );
    useTabsStore.setState({ visited: [HOME_TAB], active: HOME_TAB.path });
  });

  it('names each embedded address by its host, so two of them can be told apart', async () => {
    const router = renderTabs(windowPathOf('https://qms.example-plant.com/board?line=A1'));
    expect(await screen.findByRole('tab', { name: /qms\.example-plant\.com/ })).toBeTruthy();
    await act(() => router.navigate(windowPathOf('http://10.0.0.5:8080/energy')));
    expect(await screen.findByRole('tab', { name: /10\.0\.0\.5:8080/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /qms\.example-plant\.com/ })).toBeTruthy();
    expect(screen.queryByText('External application')).toBeNull();
  });

  it.each([
    ['en', 'Close tab'],
    ['de-DE', 'Tab schließen'],
    ['zh-Hans', '关闭标签页'],
  ] as const)('labels the close button in the user’s language (%s)', async (language, label) => {
    await changeLanguage(language);
    renderTabs(windowPathOf('https://qms.example-plant.com/'));
    const tab = await screen.findByRole('tab', { name: /qms\.example-plant\.com/ });
    expect(within(tab.parentElement as HTMLElement).getByRole('button', { name: label })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'remove' })).toBeNull();
  });

  it('labels the dashboard’s menu apart from the Home tab', async () => {
    renderTabs('/dashboard/dashboard');
    expect(await screen.findByRole('button', { name: /Page actions/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Home' })).toBeTruthy();
  });
});
