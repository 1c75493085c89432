import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from '@workbench/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, mockNetwork } from '../../../testing/mock-network';
import { startPortal } from '../../../testing/render-app';
import { renderTopBar } from './render-top-bar';

let network: ReturnType<typeof mockNetwork>;
beforeEach(async () => {
  await startPortal();
  network = mockNetwork(() => fail(404, '10000', 'not in this test'));
});
afterEach(() => network.restore());

const user = () => userEvent.setup({ delay: null });
const granted = (...codes: string[]) => Object.fromEntries(codes.map((code) => [code, true]));
const navigation = () => screen.queryByRole('navigation', { name: 'Main menu' });

async function openMenu(name: string) {
  await user().click(screen.getByRole('button', { name }));
  return screen.findByRole('menu');
}

function menuItemNames(menu: HTMLElement): string[] {
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

describe('top bar: left side', () => {
  it('opens the workbench drawer from the menu icon and links the Workbench to /', async () => {
    const { onOpenWorkbench } = await renderTopBar({ path: '/User' });
    await user().click(screen.getByRole('button', { name: 'Workbench' }));
    expect(onOpenWorkbench).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Workbench' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('Workbench Portal')).toBeTruthy();
    expect(screen.getByText('Selection here')).toBeTruthy();
  });

  it('falls back to the portal logo when the settings name no system icon', async () => {
    const { container } = await renderTopBar({ settings: { sysIcon: '', icon: '' } });
    expect(container.querySelector('.wb-top-bar-logo')?.getAttribute('src')).toBe('branding/logo.svg');
  });

  it('shows the system icon from the settings with the API base address', async () => {
    const { container } = await renderTopBar({
      settings: { sysIcon: '/branding/plant.png' },
      apiBaseUrl: 'http://mes:8080',
    });
    expect(container.querySelector('.wb-top-bar-logo')?.getAttribute('src')).toBe('http://mes:8080/branding/plant.png');
  });
});

describe('top bar: menus by permission (docs/spec.md §2, §6)', () => {
  it('shows an administrator all four groups', async () => {
    await renderTopBar();
    const nav = navigation();
    expect(nav).not.toBeNull();
    expect(
      within(nav as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Operations Centre', 'Team Management', 'System Management']);
    expect(
      within(nav as HTMLElement)
        .getByRole('link', { name: 'Event Centre' })
        .getAttribute('href'),
    ).toBe('/Eventcenter');
  });

  it('shows no Team Management to a user without its code', async () => {
    await renderTopBar({ granted: granted(PERMISSIONS.eventCenter, PERMISSIONS.userManage, PERMISSIONS.roleManage) });
    expect(screen.queryByRole('button', { name: 'Team Management' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Event Centre' })).toBeTruthy();
  });

  it('shows only User Management to a user with Team Management and only UserManage', async () => {
    const { router } = await renderTopBar({ granted: granted(PERMISSIONS.teamManagement, PERMISSIONS.userManage) });
    const menu = await openMenu('Team Management');
    expect(menuItemNames(menu)).toEqual(['User Management']);
    await user().click(within(menu).getByRole('menuitem', { name: 'User Management' }));
    expect(router.state.location.pathname).toBe('/User');
  });

  it('leads Other Settings to the first other-setting page the user holds', async () => {
    const { router } = await renderTopBar({
      granted: granted(
        PERMISSIONS.systemSetting,
        PERMISSIONS.eventStrategy,
        PERMISSIONS.otherSetting,
        PERMISSIONS.localizationManage,
        PERMISSIONS.individuationManage,
      ),
    });
    const menu = await openMenu('System Management');
    expect(menuItemNames(menu)).toEqual(['Event Strategy', 'Other Settings']);
    await user().click(within(menu).getByRole('menuitem', { name: 'Other Settings' }));
    expect(router.state.location.pathname).toBe('/Lang');
  });

  it.each([
    [
      'jobs, announcements and languages',
      [PERMISSIONS.jobManage, PERMISSIONS.announceManage, PERMISSIONS.localizationManage],
      '/Job',
    ],
    ['announcements and personalization', [PERMISSIONS.announceManage, PERMISSIONS.individuationManage], '/Notice'],
    ['personalization only', [PERMISSIONS.individuationManage], '/Customized'],
  ])('leads Other Settings of a user holding %s to %s', async (_who, codes, path) => {
    const { router } = await renderTopBar({
      granted: granted(PERMISSIONS.systemSetting, PERMISSIONS.otherSetting, ...codes),
    });
    const menu = await openMenu('System Management');
    await user().click(within(menu).getByRole('menuitem', { name: 'Other Settings' }));
    expect(router.state.location.pathname).toBe(path);
  });

  it('hides Other Settings when none of its pages is held', async () => {
    await renderTopBar({
      granted: granted(PERMISSIONS.systemSetting, PERMISSIONS.applicationManage, PERMISSIONS.otherSetting),
    });
    expect(menuItemNames(await openMenu('System Management'))).toEqual(['Application Management']);
  });

  it('returns focus to the group button when its menu is closed with Escape', async () => {
    await renderTopBar();
    const button = screen.getByRole('button', { name: 'System Management' });
    button.focus();
    await user().keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await user().keyboard('{ArrowDown}');
    await user().keyboard('{Escape}');
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(button);
  });

  it('offers Operations and Maintenance as pages still to come', async () => {
    await renderTopBar({ granted: granted(PERMISSIONS.operationCenter) });
    const menu = await openMenu('Operations Centre');
    for (const name of ['Operations', 'Maintenance']) {
      const item = within(menu).getByRole('menuitem', { name: new RegExp(name) });
      expect(item.getAttribute('aria-disabled')).toBe('true');
      expect(item.textContent).toContain('Coming later');
    }
  });

  it('shows nothing but the Workbench link to a user without menu codes', async () => {
    await renderTopBar({ granted: {} });
    expect(navigation()).toBeNull();
    expect(screen.getByRole('link', { name: 'Workbench' })).toBeTruthy();
  });

  it('highlights the group of the current route', async () => {
    await renderTopBar({ path: '/RoleMgr' });
    expect(screen.getByRole('button', { name: 'Team Management' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'System Management' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Workbench' }).getAttribute('aria-current')).toBeNull();
  });

  it('highlights the Workbench on the home routes', async () => {
    await renderTopBar({ path: '/dashboard/dashboard' });
    expect(screen.getByRole('link', { name: 'Workbench' }).getAttribute('aria-current')).toBe('page');
  });

  it('highlights the Event Centre on its page', async () => {
    await renderTopBar({ path: '/Eventcenter' });
    expect(screen.getByRole('link', { name: 'Event Centre' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('top bar on a narrow screen (docs/spec.md §4, under 992 px)', () => {
  it('folds the Workbench link and every permitted group into one menu', async () => {
    const { router } = await renderTopBar({
      device: 'mobile',
      granted: granted(PERMISSIONS.eventCenter, PERMISSIONS.teamManagement, PERMISSIONS.roleManage),
    });
    expect(screen.queryByRole('link', { name: 'Workbench' })).toBeNull();
    expect(
      within(navigation() as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Menus']);
    const menu = await openMenu('Menus');
    expect(menuItemNames(menu)).toEqual(['Workbench', 'Event Centre', 'Role Management']);
    expect(within(menu).getByText('Team Management')).toBeTruthy();
    await user().click(within(menu).getByRole('menuitem', { name: 'Role Management' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/RoleMgr'));
  });
});

describe('top bar: icon buttons from btnGroup (docs/spec.md §2)', () => {
  const toolNames = (container: HTMLElement) =>
    [...container.querySelectorAll('.wb-top-bar-tools button')].map((button) => button.getAttribute('aria-label'));

  it('shows all five in the default order', async () => {
    const { container } = await renderTopBar();
    expect(toolNames(container)).toEqual([
      'Full screen',
      'PDA preview',
      'Download tasks',
      'Documents',
      'Language: English',
    ]);
  });

  it('shows only the listed buttons, in the listed order', async () => {
    const { container } = await renderTopBar({ settings: { btnGroup: [4, 1, 5] } });
    expect(toolNames(container)).toEqual(['Documents', 'Full screen', 'Language: English']);
    expect(screen.queryByRole('button', { name: 'PDA preview' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Download tasks/ })).toBeNull();
  });

  it('shows none when the list is empty', async () => {
    const { container } = await renderTopBar({ settings: { btnGroup: [] } });
    expect(toolNames(container)).toEqual([]);
    expect(screen.getByRole('button', { name: 'User menu Plant Admin Administrator' })).toBeTruthy();
  });

  it('offers the optional languages the settings switch on', async () => {
    await renderTopBar({ settings: { MultiLanguages: ['jp', 'es'] } });
    const menu = await openMenu('Language: English');
    expect(menuItemNames(menu)).toEqual(['简体中文', 'English', 'Deutsch', '日本語', 'Español']);
  });
});

describe('top bar: user menu (docs/spec.md §2)', () => {
  it('leads every user to their message push settings', async () => {
    const { router } = await renderTopBar({ granted: {} });
    const trigger = document.querySelector('.wb-user-trigger') as HTMLElement;
    await user().click(trigger);
    const menu = await screen.findByRole('menu');
    expect(menuItemNames(menu)).toContain('Message push settings');
    await user().click(within(menu).getByRole('menuitem', { name: /Message push settings/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/msgPushSetting'));
  });
});
