import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { API_PATHS, PERMISSIONS } from '@workbench/contracts';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { setUpAdminTests } from '../../../testing/admin-tests';
import { fail, ok } from '../../../testing/mock-network';
import { userRow } from '../users/testing/users-fixtures';
import { RoleEditor } from './components/role-editor';
import { grantCatalogue, shiftLeadRole, WMS } from './role-fixtures';

const saved = () => ok(shiftLeadRole());
const admin = setUpAdminTests({
  routes: () => ({
    [API_PATHS.admin.roles.grantCatalogue]: () => ok(grantCatalogue()),
    [API_PATHS.admin.roles.get]: () => ok(shiftLeadRole()),
    [API_PATHS.admin.roles.create]: saved,
    [API_PATHS.admin.roles.edit]: saved,
    [API_PATHS.admin.users.pageList]: () =>
      ok({
        items: [
          userRow({ id: 'user-wang', userName: 'wang.fang', name: 'Wang Fang' }),
          userRow({ id: 'user-li', userName: 'li.wei', name: 'Li Wei' }),
        ],
        totalCount: 2,
      }),
  }),
  // Without user management: the members are read-only unless a test grants it.
  session: { userId: 'u-me', userName: 'it.chief', isAdmin: false, hasToken: true },
});
const answerSave = (route: Parameters<typeof admin.answer>[1]) => {
  admin.answer(API_PATHS.admin.roles.create, route);
  admin.answer(API_PATHS.admin.roles.edit, route);
};

function renderEditor(roleId: string | null) {
  const onClose = vi.fn();
  return { onClose, user: admin.render(<RoleEditor roleId={roleId} onClose={onClose} />).user };
}

type User = ReturnType<typeof userEvent.setup>;
const saves = (path: string) => admin.sent(path);
const checkbox = (name: RegExp) => screen.findByRole('checkbox', { name });
const nameInput = () => screen.getByLabelText('Role name') as HTMLInputElement;
const openTab = (user: User, name: RegExp) => user.click(screen.getByRole('tab', { name }));

async function chooseGrants(user: User) {
  await openTab(user, /Portal permissions/);
  await user.click(await checkbox(/^Role Management/));
  await openTab(user, /Applications/);
  await user.click(screen.getByRole('button', { name: /^Warehouse/ }));
  const menus = await screen.findByRole('tree', { name: 'Menus of Warehouse' });
  await user.click(await within(menus).findByRole('checkbox', { name: 'Inventory' }));
  const data = screen.getByRole('tree', { name: 'Data permissions of Warehouse' });
  await user.click(await within(data).findByRole('checkbox', { name: 'Book stock' }));
}

const chosen = {
  name: 'Night shift',
  description: '',
  permissionCodes: [PERMISSIONS.teamManagement, PERMISSIONS.roleManage],
  applicationIds: [WMS],
  menuIds: ['page-count', 'page-stock'],
  dataPermissionIds: ['dp-north-write'],
};

describe('role editor: creating (docs/api.md §5 role/create)', () => {
  it('sends exactly the ticked codes, applications, pages and data permissions', async () => {
    const { user, onClose } = renderEditor(null);
    await user.type(await screen.findByLabelText('Role name'), 'Night shift');
    await chooseGrants(user);
    // Ticking pages granted their application as well.
    expect(screen.getByRole('checkbox', { name: 'Grant Warehouse' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saves(API_PATHS.admin.roles.create)).toEqual([chosen]));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  it('keeps the editor and everything chosen when the server refuses the name (409)', async () => {
    answerSave(() => fail(409, '10000', 'A role named Night shift already exists.'));
    const { user, onClose } = renderEditor(null);
    await user.type(await screen.findByLabelText('Role name'), 'Night shift');
    await chooseGrants(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = (await screen.findByText('Not saved: A role named Night shift already exists.')).closest(
      '[role="alert"]',
    );
    expect(alert).not.toBeNull();
    // Back on the basics, with the message under the name it is about.
    expect(nameInput().value).toBe('Night shift');
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
    await openTab(user, /Portal permissions/);
    expect((await checkbox(/^Role Management/)).getAttribute('aria-checked')).toBe('true');

    answerSave(saved);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves(API_PATHS.admin.roles.create)).toEqual([chosen, chosen]);
  });
});

describe('role editor: what the user may grant', () => {
  it('greys out codes missing from the catalogue, keeps the role’s ones ticked and saves what it cannot show', async () => {
    const { user } = renderEditor('role-shift');
    await waitFor(() => expect(nameInput().value).toBe('Shift lead'));
    expect(admin.requests(API_PATHS.admin.roles.get)[0]?.method).toBe('GET');

    await openTab(user, /Portal permissions/);
    const operations = await checkbox(/^Operations Centre/);
    expect(operations.getAttribute('aria-disabled')).toBe('true');
    await user.click(operations);
    expect(operations.getAttribute('aria-checked')).toBe('false');
    const applications = await checkbox(/^Application Management/);
    expect([applications.getAttribute('aria-disabled'), applications.getAttribute('aria-checked')]).toEqual([
      'true',
      'true',
    ]);
    expect((await checkbox(/^Event Centre/)).getAttribute('aria-disabled')).not.toBe('true');

    await openTab(user, /Members/);
    expect(screen.getByText(/only with the User Management permission/)).toBeTruthy();
    expect(screen.getByText('Li Wei')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Add a member' })).toBeNull();

    await openTab(user, /Applications/);
    expect(screen.getByText(/outside what you may grant: 2\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saves(API_PATHS.admin.roles.edit)).toEqual([
        {
          id: 'role-shift',
          name: 'Shift lead',
          description: 'Runs a shift',
          permissionCodes: [PERMISSIONS.eventCenter, PERMISSIONS.systemSetting, PERMISSIONS.applicationManage],
          applicationIds: ['app-hidden', WMS],
          menuIds: ['page-hidden', 'page-stock'],
          dataPermissionIds: ['dp-north-read'],
        },
      ]),
    );
    // Without user management the members are not sent, so the server keeps them.
    expect(saves(API_PATHS.admin.users.pageList)).toHaveLength(0);
  });

  it('lets holders of user management add and remove members, found through the user list', async () => {
    useSessionStore.setState({ grantedMenuCodes: { [PERMISSIONS.userManage]: true } });
    const { user } = renderEditor('role-shift');
    await waitFor(() => expect(nameInput().value).toBe('Shift lead'));
    await openTab(user, /Members/);
    await user.click(screen.getByRole('button', { name: 'Remove Li Wei from the role' }));
    const picker = screen.getByRole('combobox', { name: 'Add a member' });
    await user.click(picker);
    await user.type(picker, 'wang');
    await waitFor(() =>
      expect(saves(API_PATHS.admin.users.pageList).at(-1)).toEqual({
        maxResultCount: 20,
        skipCount: 0,
        sorting: 'userName asc',
        filter: 'wang',
      }),
    );
    await user.click(await screen.findByText('Wang Fang (wang.fang)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(API_PATHS.admin.roles.edit)).toHaveLength(1));
    expect(saves(API_PATHS.admin.roles.edit)[0]).toMatchObject({ id: 'role-shift', userIds: ['user-wang'] });
  });
});

describe('role editor: closing', () => {
  it('closes at once when nothing was changed', async () => {
    const { user, onClose } = renderEditor('role-shift');
    await waitFor(() => expect(nameInput().value).toBe('Shift lead'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('asks before throwing away grants chosen on another tab, not only typed fields', async () => {
    const { user, onClose } = renderEditor('role-shift');
    await waitFor(() => expect(nameInput().value).toBe('Shift lead'));
    await openTab(user, /Portal permissions/);
    await user.click(await checkbox(/^Role Management/));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((await screen.findAllByText('Discard changes?')).length).toBeGreaterThan(0);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves(API_PATHS.admin.roles.edit)).toHaveLength(0);
  });
});
