import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@workbench/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSelectionStore } from '../../stores/selection-store';
import { HOME_PATH } from '../../stores/tabs/tab-list';
import { useTabsStore } from '../../stores/tabs/tabs-store';
import { fail, mockNetwork, ok } from '../../testing/mock-network';
import { locationOf } from '../../testing/render-app';
import { AppboxPage } from './appbox-page';
import { readSubSystemChoice, rememberSubSystemChoice } from './rules/sub-system-choice';
import { MES, renderInShell, STUTTGART, SUZHOU, server, startAppboxTest, WMS } from './testing/appbox-fixtures';

let network: ReturnType<typeof mockNetwork>;

beforeEach(async () => {
  network = await startAppboxTest();
  // A page of the previous application is open: entering must leave only Home.
  useTabsStore.getState().visit({
    path: '/wms/stock',
    fullPath: '/wms/stock',
    name: 'Stock',
    meta: { title: '库存', title_en: 'Stock', title_de: 'Bestand' },
  });
});
afterEach(() => network.restore());

function renderAppbox(path: string) {
  return renderInShell(
    [
      { path: '/appbox/appbox', element: <AppboxPage /> },
      { path: '/dashboard/dashboard', element: <p>Dashboard</p> },
    ],
    path,
  );
}

async function enter(path: string) {
  const view = renderAppbox(path);
  await screen.findByText('Dashboard', undefined, { timeout: 5000 });
  return view;
}

describe('entering an application (docs/spec.md §4)', () => {
  it('enters the first sub-system with all its data permissions and opens the dashboard with only Home', async () => {
    const { router } = await enter('/appbox/appbox?applicationId=app-wms');
    expect(locationOf(router)).toBe('/dashboard/dashboard');
    expect(useSelectionStore.getState().selection).toMatchObject({
      application: WMS,
      dbId: SUZHOU.id,
      instanceCode: 'SZ01',
      displayName: 'Suzhou Plant',
      dataPermissionCodes: ['WH-SZ-RAW', 'WH-SZ-FG'],
    });
    expect(useTabsStore.getState().visited.map((tab) => tab.path)).toEqual([HOME_PATH]);
    expect(readSubSystemChoice(WMS.id)).toEqual({ dbId: SUZHOU.id, dataPermissionCodes: ['WH-SZ-RAW', 'WH-SZ-FG'] });
    expect(network.sent.find((r) => r.url === API_PATHS.dbInstances.forCurrentUser)?.body).toEqual({
      applicationId: 'app-wms',
    });
  });

  it('enters the remembered sub-system with its remembered data permissions when still offered', async () => {
    rememberSubSystemChoice(WMS.id, { dbId: STUTTGART.id, dataPermissionCodes: ['WH-ST-02', 'WH-GONE'] });
    await enter('/appbox/appbox?applicationId=app-wms');
    const selection = useSelectionStore.getState().selection;
    expect(selection?.dbId).toBe(STUTTGART.id);
    expect(selection?.instanceCode).toBe('ST01');
    expect(selection?.dataPermissionCodes).toEqual(['WH-ST-02']);
  });

  it('falls back to the first sub-system when the remembered one is no longer offered', async () => {
    rememberSubSystemChoice(WMS.id, { dbId: 'db-closed', dataPermissionCodes: ['WH-OLD'] });
    await enter('/appbox/appbox?applicationId=app-wms');
    const selection = useSelectionStore.getState().selection;
    expect(selection?.dbId).toBe(SUZHOU.id);
    expect(selection?.dataPermissionCodes).toEqual(['WH-SZ-RAW', 'WH-SZ-FG']);
    expect(readSubSystemChoice(WMS.id)?.dbId).toBe(SUZHOU.id);
  });

  it('enters an application without sub-systems with no database and no data permissions', async () => {
    await enter('/appbox/appbox?applicationId=app-mes');
    expect(useSelectionStore.getState().selection).toMatchObject({
      application: MES,
      dbId: null,
      instanceCode: '',
      displayName: '',
      dataPermissionCodes: [],
    });
  });

  it('refuses an application the user may not open, with a way back to the workbench', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderAppbox('/appbox/appbox?applicationId=app-secret');
    await screen.findByText('This application cannot be opened', undefined, { timeout: 5000 });
    screen.getByText('It does not exist, or you have no access to it.');
    expect(useSelectionStore.getState().selection).toBeNull();
    expect(network.sent.some((r) => r.url === API_PATHS.dbInstances.forCurrentUser)).toBe(false);

    const back = screen.getByRole('link', { name: 'Back to the workbench' });
    await user.click(back);
    await screen.findByRole('heading', { name: 'Applications' });
    expect(locationOf(router)).toBe('/appbox/appbox');
  });

  it('without an application shows the chooser, and a tile enters its application', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderAppbox('/appbox/appbox');
    await screen.findByRole('heading', { name: 'Applications' }, { timeout: 5000 });
    screen.getByRole('button', { name: 'All Applications' });
    await user.click(await screen.findByRole('button', { name: 'Warehousing' }));
    await user.click(screen.getByRole('button', { name: /Warehouse Management/ }));
    await screen.findByText('Dashboard');
    expect(locationOf(router)).toBe('/dashboard/dashboard');
    expect(useSelectionStore.getState().selection?.application.id).toBe(WMS.id);
  });

  it('offers a retry when the sub-systems cannot be loaded', async () => {
    let failing = true;
    network.restore();
    network = mockNetwork((request) => {
      if (request.url === API_PATHS.applications.forCurrentUser) return ok(server.applications);
      if (request.url === API_PATHS.dbInstances.forCurrentUser) {
        return failing ? fail(500, '10000', 'Instance service down') : ok([SUZHOU]);
      }
      return ok({ items: [], totalCount: 0 });
    });
    const user = userEvent.setup({ delay: null });
    renderAppbox('/appbox/appbox?applicationId=app-wms');
    await screen.findByText('The sub-systems of “Warehouse Management” could not be loaded.', undefined, {
      timeout: 5000,
    });
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Dashboard');
    await waitFor(() => expect(useSelectionStore.getState().selection?.dbId).toBe(SUZHOU.id));
  });
});
