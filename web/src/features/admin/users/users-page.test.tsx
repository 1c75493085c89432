import { screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, type LeadUserListItem } from '@workbench/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/change-language';
import { setUpAdminTests } from '../../../testing/admin-tests';
import { fail, ok } from '../../../testing/mock-network';
import { ADMIN, ANNA, LI_WEI, OPTIONS } from './testing/users-fixtures';
import { UsersPage } from './users-page';

const paths = API_PATHS.admin.users;
let rows: LeadUserListItem[];
let totalCount: number;

const admin = setUpAdminTests({
  routes: () => ({
    [paths.pageList]: () => ok({ items: rows, totalCount }),
    [paths.options]: () => ok(OPTIONS),
    [paths.edit]: (request) => ok({ ...LI_WEI, ...(request.body as object) }),
    [paths.batchDelete]: (request) => ok({ deleted: (request.body as { ids: string[] }).ids.length }),
    [API_PATHS.downloadTasks.exportUsers]: () => ok({ id: 'task-1', taskStatus: 0 }),
  }),
});
beforeEach(() => {
  rows = [ADMIN, LI_WEI, ANNA];
  totalCount = 3;
});

const sentTo = (path: string) => admin.requests(path);
const listRequests = () => admin.sent(paths.pageList);
const lastListRequest = () => listRequests().at(-1);

async function renderPage() {
  const { user } = admin.render(<UsersPage />);
  await screen.findByText('li.wei');
  return user;
}

describe('user list (docs/api.md §1 paging, §5 leadUser)', () => {
  it('asks for the first page sorted by user name, then searches, sorts and turns pages on the server', async () => {
    totalCount = 45;
    const user = await renderPage();
    expect(listRequests()).toEqual([{ maxResultCount: 20, skipCount: 0, sorting: 'userName asc' }]);
    expect(screen.getByText('45 in total')).toBeTruthy();
    expect(screen.getByText('Operator')).toBeTruthy();

    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(lastListRequest()).toMatchObject({ skipCount: 20, maxResultCount: 20 }));

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), ' li {Enter}');
    await waitFor(() =>
      expect(lastListRequest()).toEqual({ maxResultCount: 20, skipCount: 0, sorting: 'userName asc', filter: 'li' }),
    );
    // The typed text stays in the box.
    expect((screen.getByRole('searchbox', { name: 'Search users' }) as HTMLInputElement).value).toBe(' li ');

    await user.click(screen.getByRole('columnheader', { name: /E-mail/ }));
    await waitFor(() => expect(lastListRequest()).toMatchObject({ sorting: 'email asc', filter: 'li', skipCount: 0 }));
  });

  it('shows a failed list with the server message and loads it again on retry', async () => {
    admin.answer(paths.pageList, () => fail(500, '10000', 'The database is being maintained.'));
    const { user } = admin.render(<UsersPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The list could not be loaded.');
    expect(alert.textContent).toContain('The database is being maintained.');
    admin.answer(paths.pageList, () => ok({ items: rows, totalCount }));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('li.wei')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the built-in admin account (docs/api.md §5)', () => {
  it('cannot be selected, disabled or deleted, and says why', async () => {
    const user = await renderPage();
    expect(screen.getByRole('checkbox', { name: 'Select admin' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('switch', { name: 'Enabled: admin' })).toHaveProperty('disabled', true);
    const deleteAdmin = screen.getByRole('button', { name: 'Delete admin' });
    expect(deleteAdmin).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Delete li.wei' })).toHaveProperty('disabled', false);

    await user.hover(deleteAdmin.parentElement as HTMLElement);
    expect(await screen.findByText('The built-in admin account cannot be deleted or disabled.')).toBeTruthy();

    // "Select all" leaves admin out.
    await user.click(screen.getAllByRole('checkbox')[0] as HTMLElement);
    expect(screen.getByRole('button', { name: /Delete selected \(2\)/ })).toBeTruthy();
  });
});

describe('changing accounts from the list', () => {
  it('deletes the selected accounts after a confirmation naming their number', async () => {
    const user = await renderPage();
    const deleteSelected = () => screen.getByRole('button', { name: /Delete selected/ });
    expect(deleteSelected()).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: 'Select li.wei' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select anna.k' }));
    await user.click(deleteSelected());
    expect(await screen.findByText('Delete 2 entries?')).toBeTruthy();
    expect(sentTo(paths.batchDelete)).toHaveLength(0);

    rows = [ADMIN];
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sentTo(paths.batchDelete).map((r) => r.body)).toEqual([{ ids: ['u-li', 'u-anna'] }]));
    expect(await screen.findByText('2 deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('li.wei')).toBeNull());
    expect(deleteSelected().textContent).toContain('(0)');
  });

  it('switches an account off with the whole record once confirmed, and starts the export', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('switch', { name: 'Enabled: li.wei' }));
    expect(await screen.findByText('Disable the user li.wei?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sentTo(paths.edit)).toHaveLength(0);
    expect(screen.getByRole('switch', { name: 'Enabled: li.wei' }).getAttribute('aria-checked')).toBe('true');

    await user.click(screen.getByRole('switch', { name: 'Enabled: li.wei' }));
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(sentTo(paths.edit)).toHaveLength(1));
    // No cardNo: the list has only the masked card, and leaving the card out keeps it.
    expect(sentTo(paths.edit)[0]?.body).toEqual({
      id: 'u-li',
      userName: 'li.wei',
      name: 'Li Wei',
      email: 'li.wei@plant.example',
      phoneNumber: '+86 512 0000',
      isAdmin: false,
      enabled: false,
      roleIds: ['r-op'],
      warehouseIds: ['w-sz'],
      mesAccessLevel: '2',
      language: 'zh-Hans',
    });
    expect(await screen.findByText('Saved.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Export/ }));
    expect(
      await screen.findByText('The export has started. The file appears in the download list when it is ready.'),
    ).toBeTruthy();
    expect(sentTo(API_PATHS.downloadTasks.exportUsers).map((r) => r.body)).toEqual([{}]);
  });

  it('enables a disabled account at once, without asking', async () => {
    rows = [ADMIN, { ...LI_WEI, enabled: false }, ANNA];
    const user = await renderPage();
    await user.click(screen.getByRole('switch', { name: 'Enabled: li.wei' }));
    await waitFor(() =>
      expect(sentTo(paths.edit).map((r) => (r.body as { enabled: boolean }).enabled)).toEqual([true]),
    );
    expect(screen.queryByText('Disable the user li.wei?')).toBeNull();
  });

  it('asks in the administrator’s language before disabling', async () => {
    await changeLanguage('de-DE');
    const user = await renderPage();
    await user.click(screen.getByRole('switch', { name: 'Aktiv: li.wei' }));
    expect(await screen.findByText('Den Benutzer li.wei deaktivieren?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deaktivieren' })).toBeTruthy();
    expect(sentTo(paths.edit)).toHaveLength(0);
  });

  it('opens the editor of the row whose Edit button was pressed', async () => {
    admin.answer(paths.get, () => ok(LI_WEI));
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Edit li.wei' }));
    expect(await screen.findByText('Edit user li.wei')).toBeTruthy();
    const dialog = screen.getByRole('dialog');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('E-mail') as HTMLInputElement).value).toBe('li.wei@plant.example'),
    );
  });
});
