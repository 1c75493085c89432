import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { API_PATHS } from '@workbench/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

  describe('a title cut short (docs/spec.md §2 "Page tabs")', () => {
    const LONG_HOST = 'maintenance-planning.stuttgart.example-plant.com';

    /** jsdom lays nothing out: the label's text is as wide as a browser would draw it, its box 14em. */
    function drawnAs(label: HTMLElement, textWidth: number) {
      Object.defineProperty(label, 'scrollWidth', { configurable: true, value: textWidth });
      Object.defineProperty(label, 'clientWidth', { configurable: true, value: Math.min(textWidth, 196) });
    }

    /** Rests the pointer on the label for longer than any tooltip waits before it opens. */
    async function restPointerOn(label: HTMLElement) {
      vi.useFakeTimers();
      try {
        fireEvent.pointerEnter(label);
        fireEvent.mouseEnter(label);
        await act(() => vi.advanceTimersByTimeAsync(2_000));
      } finally {
        vi.useRealTimers();
      }
    }

    it('shows its whole title in a tooltip on hover, and keeps the whole title as the tab name', async () => {
      renderTabs(windowPathOf(`https://${LONG_HOST}/work-requests`));
      const tab = await screen.findByRole('tab', { name: LONG_HOST });
      const label = within(tab).getByText(LONG_HOST);
      drawnAs(label, 360);

      await restPointerOn(label);
      expect((await screen.findByRole('tooltip')).textContent).toBe(LONG_HOST);
    });

    it('shows no tooltip for a title that is whole', async () => {
      renderTabs(windowPathOf('https://qms.example-plant.com/'));
      const tab = await screen.findByRole('tab', { name: 'qms.example-plant.com' });
      const label = within(tab).getByText('qms.example-plant.com');
      drawnAs(label, 150);

      await restPointerOn(label);
      expect(screen.queryByRole('tooltip')).toBeNull();
    });
  });
});
