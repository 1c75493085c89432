import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/change-language';
import { useInterfaceStore } from '../../stores/interface-store';
import { useSelectionStore } from '../../stores/selection-store';
import { HOME_PATH } from '../../stores/tabs/tab-list';
import { useTabsStore } from '../../stores/tabs/tabs-store';
import type { mockNetwork } from '../../testing/mock-network';
import { locationOf } from '../../testing/render-app';
import { readSubSystemChoice } from './rules/sub-system-choice';
import { SelectionSwitcher } from './selection-switcher';
import {
  enterWarehouseInSuzhou,
  renderInShell,
  STUTTGART,
  SUZHOU,
  startAppboxTest,
  WMS,
} from './testing/appbox-fixtures';

let network: ReturnType<typeof mockNetwork>;

beforeEach(async () => {
  network = await startAppboxTest();
  enterWarehouseInSuzhou();
  useTabsStore.getState().visit({
    path: '/wms/stock',
    fullPath: '/wms/stock?page=2',
    name: 'Stock',
    meta: { title: '库存', title_en: 'Stock', title_de: 'Bestand' },
  });
});
afterEach(() => network.restore());

function renderSwitcher() {
  const view = renderInShell(
    [
      { path: '/wms/stock', element: <SelectionSwitcher /> },
      { path: '/dashboard/dashboard', element: <p>Dashboard</p> },
    ],
    '/wms/stock',
  );
  return { ...view, user: userEvent.setup({ delay: null }) };
}

/** Opens the data-permission dropdown once the sub-systems are loaded. */
async function openDataPermissions(user: ReturnType<typeof userEvent.setup>) {
  const trigger = await screen.findByRole('button', { name: /Data permissions\s*2 of 2/ }, { timeout: 5000 });
  await waitFor(() => expect((trigger as HTMLButtonElement).disabled).toBe(false));
  await user.click(trigger);
  return screen.findByRole('dialog', { name: 'Data permissions' });
}

describe('selection switcher (docs/spec.md §4, §5)', () => {
  it('shows the entered application in the active language and its sub-system', async () => {
    renderSwitcher();
    await screen.findByText('Warehouse Management', undefined, { timeout: 5000 });
    expect(screen.getByRole('combobox', { name: 'Sub-system' })).toBeTruthy();
    screen.getByText('Suzhou Plant');

    await act(() => changeLanguage('de-DE'));
    screen.getByText('Lagerverwaltung');
    expect(screen.getByRole('combobox', { name: 'Teilsystem' })).toBeTruthy();
  });

  it('keeps at least one data permission: the last checked one is disabled', async () => {
    const { user } = renderSwitcher();
    const dialog = await openDataPermissions(user);
    within(dialog).getByText('At least one stays selected.');
    const raw = within(dialog).getByRole('checkbox', { name: 'Raw Materials' }) as HTMLInputElement;
    const finished = within(dialog).getByRole('checkbox', { name: 'Finished Goods' }) as HTMLInputElement;
    expect([raw.checked, finished.checked]).toEqual([true, true]);
    expect([raw.disabled, finished.disabled]).toEqual([false, false]);

    await user.click(raw);
    expect(raw.checked).toBe(false);
    expect(finished.checked).toBe(true);
    expect(finished.disabled).toBe(true);
    expect(useSelectionStore.getState().selection?.dataPermissionCodes).toEqual(['WH-SZ-FG']);
    expect(readSubSystemChoice(WMS.id)).toEqual({ dbId: SUZHOU.id, dataPermissionCodes: ['WH-SZ-FG'] });
    screen.getByRole('button', { name: /Data permissions\s*1 of 2/ });

    await user.click(raw);
    expect(finished.disabled).toBe(false);
    expect(useSelectionStore.getState().selection?.dataPermissionCodes).toEqual(['WH-SZ-RAW', 'WH-SZ-FG']);
  });

  it('closes the data permissions with Escape and gives focus back to the button', async () => {
    const { user } = renderSwitcher();
    await openDataPermissions(user);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Raw Materials' })));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /Data permissions/ })));
    expect(screen.getByRole('button', { name: /Data permissions/ }).getAttribute('aria-expanded')).toBe('false');
  });

  it('changing the sub-system selects it with all its data permissions, resets the tabs and opens the dashboard', async () => {
    const { user, router } = renderSwitcher();
    const trigger = await screen.findByRole('button', { name: /Data permissions\s*2 of 2/ }, { timeout: 5000 });
    await waitFor(() => expect((trigger as HTMLButtonElement).disabled).toBe(false));
    const select = screen.getByRole('combobox', { name: 'Sub-system' });
    await user.click(select);
    await user.click(await screen.findByTitle('Stuttgart Plant'));

    await screen.findByText('Dashboard');
    expect(locationOf(router)).toBe('/dashboard/dashboard');
    expect(useSelectionStore.getState().selection).toMatchObject({
      application: WMS,
      dbId: STUTTGART.id,
      instanceCode: 'ST01',
      displayName: 'Stuttgart Plant',
      dataPermissionCodes: ['WH-ST-01', 'WH-ST-02', 'WH-ST-03'],
    });
    expect(useTabsStore.getState().visited.map((tab) => tab.path)).toEqual([HOME_PATH]);
    expect(readSubSystemChoice(WMS.id)?.dbId).toBe(STUTTGART.id);
  });

  it('on mobile is one button that opens the same choices', async () => {
    useInterfaceStore.getState().setDevice('mobile');
    const { user } = renderSwitcher();
    const trigger = await screen.findByRole('button', {
      name: 'Application, sub-system and data permissions: Warehouse Management · Suzhou Plant',
    });
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.click(trigger);
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByRole('combobox', { name: 'Sub-system' })).toBeTruthy();
    const raw = (await within(sheet).findByRole('checkbox', { name: 'Raw Materials' })) as HTMLInputElement;
    await user.click(raw);
    expect((within(sheet).getByRole('checkbox', { name: 'Finished Goods' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('folds into one button when the top bar has no room for it, with the same choices in a panel', async () => {
    // The top bar leaves 300 px; the select and the button would reach past it.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const right = this.hasAttribute('data-fit-item') ? 520 : 300;
      return { right, left: 0, top: 0, bottom: 32, width: right, height: 32, x: 0, y: 0, toJSON: () => ({}) };
    });
    const { user } = renderSwitcher();
    const trigger = await screen.findByRole(
      'button',
      { name: 'Application, sub-system and data permissions: Warehouse Management · Suzhou Plant' },
      { timeout: 5000 },
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Warehouse Management' });
    expect(within(panel).getByRole('combobox', { name: 'Sub-system' })).toBeTruthy();
    await within(panel).findByRole('checkbox', { name: 'Raw Materials' });
  });
});
