import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { API_PATHS, PERMISSIONS } from '@workbench/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { fail, type MockAnswer, mockNetwork, ok } from '../../../testing/mock-network';
import { startPortal } from '../../../testing/render-app';
import { AntdProviders } from '../../../ui/antd-providers';
import { Providers } from '../../../ui/providers';
import { queryClient } from '../../../ui/query-client';
import { RoleEditor } from './components/role-editor';
import { grantCatalogue, shiftLeadRole, WMS } from './role-fixtures';

let answerSave: () => MockAnswer;
let network: ReturnType<typeof mockNetwork>;

beforeAll(async () => {
  configure({ defaultHidden: true });
  await Promise.all([import('antd/es/message'), import('antd/es/modal')]);
});
afterAll(() => configure({ defaultHidden: false }));

beforeEach(async () => {
  await startPortal();
  queryClient.clear();
  answerSave = () => ok(shiftLeadRole());
  network = mockNetwork((request) => {
    const path = request.url;
    if (path === API_PATHS.admin.roles.grantCatalogue) return ok(grantCatalogue());
    if (path === API_PATHS.admin.roles.get) return ok(shiftLeadRole());
    if (path === API_PATHS.admin.roles.create || path === API_PATHS.admin.roles.edit) return answerSave();
    if (path === API_PATHS.admin.users.pageList) {
      return ok({
        items: [{ ...user('user-wang', 'wang.fang', 'Wang Fang') }, { ...user('user-li', 'li.wei', 'Li Wei') }],
        totalCount: 2,
      });
    }
    return ok({ frontEndLanguages: [] });
  });
});
afterEach(() => network.restore());

function user(id: string, userName: string, name: string) {
  return {
    id,
    userName,
    name,
    email: null,
    phoneNumber: null,
    cardNo: null,
    isAdmin: false,
    enabled: true,
    roleIds: [],
    warehouseIds: [],
    mesAccessLevel: null,
    language: null,
    hasFace: false,
    creationTime: '2024-01-01T00:00:00.000Z',
    roleNames: [],
  };
}

function renderEditor(roleId: string | null) {
  const onClose = vi.fn();
  render(
    <Providers>
      <AntdProviders>
        <RoleEditor roleId={roleId} onClose={onClose} />
      </AntdProviders>
    </Providers>,
  );
  return { onClose, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

type User = ReturnType<typeof userEvent.setup>;
const saves = (path: string) => network.sent.filter((request) => request.url === path).map((request) => request.body);
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
    answerSave = () => fail(409, '10000', 'A role named Night shift already exists.');
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

    answerSave = () => ok(shiftLeadRole());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves(API_PATHS.admin.roles.create)).toEqual([chosen, chosen]);
  });
});

describe('role editor: what the user may grant', () => {
  it('greys out codes missing from the catalogue, keeps the role’s ones ticked and saves what it cannot show', async () => {
    const { user } = renderEditor('role-shift');
    await waitFor(() => expect(nameInput().value).toBe('Shift lead'));
    expect(network.sent.find((request) => request.url.startsWith(API_PATHS.admin.roles.get))?.method).toBe('GET');

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
