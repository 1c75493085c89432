import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/change-language';
import { useSelectionStore } from '../../../stores/selection-store';
import { mockNetwork } from '../../../testing/mock-network';
import { locationOf } from '../../../testing/render-app';
import { renderInShell, SUZHOU, server, startAppboxTest, WMS } from '../../appbox/testing/appbox-fixtures';
import { WorkbenchDrawer } from './workbench-drawer';

let network: ReturnType<typeof mockNetwork>;

beforeEach(async () => {
  network = await startAppboxTest();
});
afterEach(() => network.restore());

async function openDrawer() {
  const onClose = vi.fn();
  const view = renderInShell(
    [
      { path: '/', element: <WorkbenchDrawer open onClose={onClose} /> },
      { path: '/appbox/appbox', element: <p>Appbox page</p> },
    ],
    '/',
  );
  // The first render waits for antd's locale.
  await screen.findByRole('dialog', undefined, { timeout: 5000 });
  return { onClose, ...view, user: userEvent.setup({ delay: null }) };
}

/** The names on the tiles, in order. */
async function tileNames(listName = 'Applications'): Promise<string[]> {
  const list = await screen.findByRole('list', { name: listName });
  return within(list)
    .getAllByRole('button')
    .map((tile) => tile.querySelector('.wb-app-tile-name')?.textContent ?? '');
}

describe('workbench drawer (docs/spec.md §2)', () => {
  it('is a dialog titled Workbench listing every application under All Applications', async () => {
    await openDrawer();
    const drawer = await screen.findByRole('dialog');
    within(drawer).getByText('Workbench');
    expect(await tileNames()).toEqual([
      'Warehouse Management',
      'Manufacturing Execution',
      'Quality Management',
      '能源监控',
      'Suspicious Link',
    ]);
    expect(screen.getByRole('button', { name: 'All Applications' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('filters the tiles by tag and back to all', async () => {
    const { user } = await openDrawer();
    await screen.findByRole('button', { name: 'Manufacturing' });
    await user.click(screen.getByRole('button', { name: 'Manufacturing' }));
    expect(await tileNames()).toEqual(['Manufacturing Execution', '能源监控']);
    expect(screen.getByRole('button', { name: 'Manufacturing' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'All Applications' }).getAttribute('aria-pressed')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Quality' }));
    expect(await tileNames()).toEqual(['Quality Management']);

    await user.click(screen.getByRole('button', { name: 'All Applications' }));
    expect(await tileNames()).toHaveLength(5);
  });

  it('says so when a tag has no applications', async () => {
    server.applications = server.applications.filter((app) => app.id !== WMS.id);
    const { user } = await openDrawer();
    await user.click(await screen.findByRole('button', { name: 'Warehousing' }));
    await screen.findByText('No applications under this tag.');
  });

  it('names the applications in the active language, falling back to the Chinese name', async () => {
    await openDrawer();
    await screen.findByText('Warehouse Management');

    await act(() => changeLanguage('de-DE'));
    expect(await tileNames('Anwendungen')).toEqual([
      'Lagerverwaltung',
      'Fertigungssteuerung',
      'Qualitätsmanagement',
      '能源监控',
      'Verdächtiger Link',
    ]);
    screen.getByText('Arbeitsplatz');
    screen.getByRole('button', { name: 'Alle Anwendungen' });

    await act(() => changeLanguage('zh-Hans'));
    expect(await tileNames('应用')).toEqual(['仓储管理', '制造执行', '质量管理', '能源监控', '外部链接']);
    screen.getByText('工作台');
  });

  it('marks the application the user is in', async () => {
    useSelectionStore.getState().select({
      application: WMS,
      dbId: SUZHOU.id,
      instanceCode: SUZHOU.code,
      displayName: SUZHOU.displayName,
      dataPermissionCodes: ['WH-SZ-RAW'],
    });
    await openDrawer();
    const current = await screen.findByRole('button', { name: /Warehouse Management/ });
    expect(current.getAttribute('aria-current')).toBe('true');
    within(current).getByText('Current');
    expect(screen.getByRole('button', { name: /Manufacturing Execution/ }).getAttribute('aria-current')).toBeNull();
  });

  it('enters an in-app application (switchMethod 1) in the portal and closes', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, onClose, router } = await openDrawer();
    await user.click(await screen.findByRole('button', { name: /Warehouse Management/ }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(locationOf(router)).toBe('/appbox/appbox?applicationId=app-wms'));
    expect(open).not.toHaveBeenCalled();
  });

  it('opens any other application in a new browser tab and stays in place', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, onClose, router } = await openDrawer();
    await user.click(await screen.findByRole('button', { name: /Quality Management/ }));
    expect(open).toHaveBeenCalledWith('https://qms.example-plant.com/start', '_blank', 'noopener,noreferrer');

    // A relative address is resolved against the portal's own address.
    await user.click(screen.getByRole('button', { name: /能源监控/ }));
    expect(open).toHaveBeenLastCalledWith(
      new URL('apps/energy/', window.location.href).href,
      '_blank',
      'noopener,noreferrer',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(locationOf(router)).toBe('/');
  });

  it('refuses a javascript: address with a message and opens nothing', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await openDrawer();
    await user.click(await screen.findByRole('button', { name: /Suspicious Link/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('“Suspicious Link” has no valid address and cannot be opened.');
    expect(open).not.toHaveBeenCalled();
  });

  it('tells that the new-tab tiles open in a new tab', async () => {
    await openDrawer();
    const tile = await screen.findByRole('button', { name: /Quality Management/ });
    expect(tile.textContent).toContain('Opens in a new tab');
    expect(screen.getByRole('button', { name: /Warehouse Management/ }).textContent).not.toContain(
      'Opens in a new tab',
    );
  });

  it('shows that the applications are loading', async () => {
    network.restore();
    network = mockNetwork(() => new Promise(() => undefined));
    await openDrawer();
    expect((await screen.findByRole('status')).textContent).toContain('Loading applications…');
  });

  it('shows an error with a retry that recovers', async () => {
    server.failApplications = true;
    const { user } = await openDrawer();
    await screen.findByText('The applications could not be loaded.');
    // Said once, in place: no error modal on top of the drawer (the client's modal would have come
    // with the error modal's code, loaded here as it is on the first failure).
    await import('antd/es/modal');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    server.failApplications = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await tileNames()).toHaveLength(5);
  });

  it('shows an empty state when the user may open no application', async () => {
    server.applications = [];
    await openDrawer();
    await screen.findByText('No applications are available to you yet.');
  });
});
