import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, type FirstPickMenu } from '@workbench/contracts';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/change-language';
import { COOKIE_KEYS } from '../../../lib/storage-keys';
import { useInterfaceStore } from '../../../stores/interface-store';
import { useSelectionStore } from '../../../stores/selection-store';
import { type MockAnswer, mockNetwork, ok, type SentRequest } from '../../../testing/mock-network';
import { startPortal } from '../../../testing/render-app';
import { AntdProviders } from '../../../ui/antd-providers';
import { Providers } from '../../../ui/providers';
import { queryClient } from '../../../ui/query-client';
import { APPLICATION_ID, DB_ID, menuResponse } from './menu-fixtures';
import { SideArea } from './side-area';
import { AUTO_FOLD_DELAY_MS } from './use-auto-fold';

let firstPickMenu: FirstPickMenu = 0;
let collected = ['page-stock', 'page-orders'];
let network: ReturnType<typeof mockNetwork>;

function answer(request: SentRequest): MockAnswer {
  if (request.url === API_PATHS.menus.userMenuList) {
    const response = menuResponse(firstPickMenu);
    const mark = (items: typeof response.defaultLeadMenuQueryOutput): typeof items =>
      items.map((item) => ({ ...item, isCollect: collected.includes(item.id), children: mark(item.children) }));
    return ok({ ...response, defaultLeadMenuQueryOutput: mark(response.defaultLeadMenuQueryOutput) });
  }
  const body = request.body as { menuId?: string };
  if (request.url === API_PATHS.favourites.collect) collected = [...collected, body.menuId ?? ''];
  if (request.url === API_PATHS.favourites.cancelCollect) collected = collected.filter((id) => id !== body.menuId);
  if (request.url === API_PATHS.localization.frontEnd) return ok({ frontEndLanguages: [] });
  return ok(null);
}

beforeEach(async () => {
  await startPortal();
  queryClient.clear();
  firstPickMenu = 0;
  collected = ['page-stock', 'page-orders'];
  network = mockNetwork(answer);
  useInterfaceStore.setState({ device: 'desktop', sidebarSize: 200, sidebarFixed: 'fixed' });
  useSelectionStore.getState().select({
    application: {
      id: APPLICATION_ID,
      displayName: '仓储管理',
      enName: 'WMS',
      aliasName: 'LVS',
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

function renderSideArea(path = '/dashboard/dashboard') {
  const router = createMemoryRouter([{ path: '*', element: <SideArea /> }], { initialEntries: [path] });
  render(
    <Providers>
      <AntdProviders>
        <RouterProvider router={router} />
      </AntdProviders>
    </Providers>,
  );
  return { router, user: userEvent.setup({ delay: null }) };
}

const sideArea = () => screen.getByRole('navigation', { name: 'Side menu' });
const calls = (url: string) => network.sent.filter((request) => request.url === url);

describe('side area: tabs (docs/spec.md §2, §4 side menu mode)', () => {
  it('opens on the Function Menu when firstPickMenu is 0, with the route page highlighted', async () => {
    renderSideArea('/inventory/stock');
    expect(await screen.findByRole('tab', { name: /Function Menu/, selected: true })).toBeTruthy();
    const tree = screen.getByRole('menu', { name: 'Function Menu' });
    const stock = within(tree).getByRole('menuitem', { name: 'Stock List' });
    expect(stock.getAttribute('aria-current')).toBe('page');
    expect(within(tree).getByRole('menuitem', { name: 'Inventory' }).getAttribute('aria-expanded')).toBe('true');
    expect(calls(API_PATHS.menus.userMenuList)[0]?.body).toMatchObject({ applicationId: APPLICATION_ID, dbId: DB_ID });
  });

  it('opens on My Favourites when firstPickMenu is 1, with the folders and pages of the favourites', async () => {
    firstPickMenu = 1;
    renderSideArea();
    expect(await screen.findByRole('tab', { name: /My Favourites/, selected: true })).toBeTruthy();
    const tree = screen.getByRole('menu', { name: 'My Favourites' });
    expect(within(tree).getByRole('menuitem', { name: '常用' })).toBeTruthy();
    expect(within(tree).getByRole('menuitem', { name: 'Inbound Orders' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Favourites' })).toBeTruthy();
  });

  it('opens the favourites editor from My Favourites', async () => {
    firstPickMenu = 1;
    const { user } = renderSideArea();
    await user.click(await screen.findByRole('button', { name: 'Edit Favourites' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit Favourites' }, { timeout: 10_000 });
    expect(within(editor).getByRole('radio', { name: 'My Favourites', hidden: true })).toHaveProperty('checked', true);
  });

  it('opens a page with a click on its title', async () => {
    const { router, user } = renderSideArea();
    const tree = await screen.findByRole('menu', { name: 'Function Menu' });
    await user.click(within(tree).getByText('Inbound'));
    await user.click(within(tree).getByText('Receipts'));
    expect(router.state.location.pathname).toBe('/inbound/receipts');
  });

  it('marks a page that opens outside the portal', async () => {
    renderSideArea('/inventory/stock');
    const tree = await screen.findByRole('menu', { name: 'Function Menu' });
    const supplier = within(tree).getByRole('menuitem', { name: 'Supplier Portal (Opens outside the portal)' });
    expect(within(supplier).getByTitle('Opens outside the portal')).toBeTruthy();
    const stock = within(tree).getByRole('menuitem', { name: 'Stock List' });
    expect(within(stock).queryByTitle('Opens outside the portal')).toBeNull();
  });

  it('shows German titles, falling back to the Chinese name when a German one is missing', async () => {
    await changeLanguage('de-DE');
    renderSideArea('/inventory/stock');
    const tree = await screen.findByRole('menu', { name: 'Funktionsmenü' });
    expect(within(tree).getByRole('menuitem', { name: 'Bestandsliste' })).toBeTruthy();
    expect(within(tree).getByRole('menuitem', { name: '移库作业' })).toBeTruthy();
  });
});

describe('side area: search (docs/spec.md §5 menu search)', () => {
  it('finds a page by a Latin word and opens it with Enter', async () => {
    const { router, user } = renderSideArea();
    const search = await screen.findByRole('combobox', { name: 'Search the menu' });
    await user.type(search, 'receipt');
    const hits = await screen.findByRole('listbox', { name: 'Matching pages' });
    const first = (await within(hits).findAllByRole('option'))[0];
    expect(first?.textContent).toContain('Receipts');
    expect(first?.textContent).toContain('Warehouse Management / Inbound');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/inbound/receipts');
    expect((search as HTMLInputElement).value).toBe('');
  });

  it('finds Chinese titles by their pinyin initials', async () => {
    await changeLanguage('zh-Hans');
    const { router, user } = renderSideArea();
    const search = await screen.findByRole('combobox', { name: '搜索菜单' });
    await user.type(search, 'kc');
    const first = within(await screen.findByRole('listbox')).getAllByRole('option')[0];
    expect(first?.textContent).toContain('库存查询');
    expect(first?.textContent).toContain('仓储管理 / 库存管理');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/inventory/stock');
  });

  it('moves through the hits with the arrow keys', async () => {
    const { router, user } = renderSideArea();
    const search = await screen.findByRole('combobox', { name: 'Search the menu' });
    await user.type(search, 'stock');
    // The search engine loads on first use; once the hits are there, the list is read synchronously.
    await within(await screen.findByRole('listbox')).findAllByRole('option');
    const options = () => within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options().length).toBeGreaterThan(1);
    expect(options()[0]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    const chosen = options()[1];
    expect(chosen?.getAttribute('aria-selected')).toBe('true');
    expect(search.getAttribute('aria-activedescendant')).toBe(chosen?.id);
    const title = chosen?.querySelector('.wb-menu-search-hit-title')?.textContent ?? '';
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe(title === 'Stock List' ? '/inventory/stock' : '/inventory/transfer');
    await user.type(search, 'stock');
    await user.keyboard('{ArrowUp}');
    expect(options().at(-1)?.getAttribute('aria-selected')).toBe('true');
  });

  it('clears the search with Escape and shows the tree again', async () => {
    const { user } = renderSideArea();
    const search = await screen.findByRole('combobox', { name: 'Search the menu' });
    await user.type(search, 'zzzzqqq');
    expect(await screen.findByText('No matching page.')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect((search as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('menu', { name: 'Function Menu' })).toBeTruthy();
  });

  it('clears the search with its clear button and keeps the caret in the box', async () => {
    const { user } = renderSideArea();
    const search = await screen.findByRole('combobox', { name: 'Search the menu' });
    await user.type(search, 'zzzzqqq');
    expect(await screen.findByText('No matching page.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'close-circle' }));
    expect((search as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(search);
    expect(screen.getByRole('menu', { name: 'Function Menu' })).toBeTruthy();
  });
});

describe('side area: favourites stars (docs/spec.md §7 create / cancelCollect)', () => {
  it('collects a page, then shows it collected after the menus are fetched again', async () => {
    const { user } = renderSideArea('/inbound/receipts');
    const add = await screen.findByRole('button', { name: 'Add Receipts to My Favourites' });
    const fetchesBefore = calls(API_PATHS.menus.userMenuList).length;
    await user.click(add);
    expect(await screen.findByRole('button', { name: 'Remove Receipts from My Favourites' })).toBeTruthy();
    expect(calls(API_PATHS.favourites.collect)[0]?.body).toEqual({
      applicationId: APPLICATION_ID,
      dbId: DB_ID,
      menuId: 'page-receipts',
    });
    expect(calls(API_PATHS.menus.userMenuList).length).toBeGreaterThan(fetchesBefore);
  });

  it('uncollects a page from My Favourites by its menu id', async () => {
    firstPickMenu = 1;
    const { user } = renderSideArea();
    await user.click(await screen.findByRole('button', { name: 'Remove Inbound Orders from My Favourites' }));
    await waitFor(() => expect(calls(API_PATHS.favourites.cancelCollect)).toHaveLength(1));
    expect(calls(API_PATHS.favourites.cancelCollect)[0]?.body).toMatchObject({ menuId: 'page-orders' });
  });
});

describe('side area: size (docs/spec.md §2, §9)', () => {
  const width = () => sideArea().style.width;

  it('uses the stored width and folds to 22 px, storing 256, when dragged below 112 px', async () => {
    renderSideArea();
    const handle = await screen.findByRole('separator', { name: 'Side menu width' });
    expect(width()).toBe('200px');
    fireEvent.pointerDown(handle, { button: 0, clientX: 200, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 260, pointerId: 1 });
    expect(width()).toBe('260px');
    fireEvent.pointerMove(handle, { clientX: 60, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientX: 60, pointerId: 1 });
    expect(width()).toBe('22px');
    expect(useInterfaceStore.getState().sidebarSize).toBe(256);
    expect(Cookies.get(COOKIE_KEYS.sidebarSize)).toBe('256');
    await userEvent.click(screen.getByRole('button', { name: 'Open the side menu' }));
    expect(width()).toBe('256px');
  });

  it('resizes with the keyboard within 112..456 px and folds below the minimum', async () => {
    const { user } = renderSideArea();
    const handle = await screen.findByRole('separator', { name: 'Side menu width' });
    expect(handle.getAttribute('aria-valuemin')).toBe('112');
    expect(handle.getAttribute('aria-valuemax')).toBe('456');
    handle.focus();
    await user.keyboard('{ArrowRight}');
    expect(handle.getAttribute('aria-valuenow')).toBe('216');
    await user.keyboard('{End}');
    expect(width()).toBe('456px');
    await user.keyboard('{Home}');
    expect(width()).toBe('112px');
    await user.keyboard('{ArrowLeft}');
    expect(width()).toBe('22px');
    expect(useInterfaceStore.getState().sidebarSize).toBe(256);
    // The keyboard stays on the strip's button, and Enter reopens the area.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open the side menu' }));
    await user.keyboard('{Enter}');
    expect(width()).toBe('256px');
  });

  it('pins and unpins the area, stored in the Sidebarfixed cookie', async () => {
    const { user } = renderSideArea();
    const pin = await screen.findByRole('button', { name: 'Pin the side menu' });
    expect(pin.getAttribute('aria-pressed')).toBe('true');
    await user.click(pin);
    expect(pin.getAttribute('aria-pressed')).toBe('false');
    expect(Cookies.get(COOKIE_KEYS.sidebarFixed)).toBe('');
    expect(useInterfaceStore.getState().sidebarFixed).toBe('');
  });

  it('folds when unpinned and the pointer leaves it, but not when pinned', async () => {
    const { user } = renderSideArea();
    await screen.findByRole('menu', { name: 'Function Menu' });
    vi.useFakeTimers();
    try {
      fireEvent.pointerEnter(sideArea(), { pointerType: 'mouse' });
      fireEvent.pointerLeave(sideArea(), { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(AUTO_FOLD_DELAY_MS * 2));
      expect(width()).toBe('200px');
      act(() => useInterfaceStore.getState().setSidebarFixed(''));
      fireEvent.pointerEnter(sideArea(), { pointerType: 'mouse' });
      fireEvent.pointerLeave(sideArea(), { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(AUTO_FOLD_DELAY_MS * 2));
      expect(width()).toBe('22px');
    } finally {
      vi.useRealTimers();
    }
    await user.click(screen.getByRole('button', { name: 'Open the side menu' }));
    expect(width()).toBe('200px');
  });

  it('on a phone-sized window starts closed and opens the menus in a drawer', async () => {
    act(() => useInterfaceStore.setState({ device: 'mobile' }));
    const { router, user } = renderSideArea();
    expect(screen.queryByRole('menu')).toBeNull();
    // The phone's strip is loaded when the window is phone-sized.
    await user.click(await screen.findByRole('button', { name: 'Open the side menu' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(await within(drawer).findByText('Inbound'));
    await user.click(within(drawer).getByText('Inbound Orders'));
    expect(router.state.location.pathname).toBe('/inbound/orders');
  });
});
