import { screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { setUpAdminTests } from '../../../testing/admin-tests';
import { fail, ok } from '../../../testing/mock-network';
import { roleRow } from './role-fixtures';
import { RolesPage } from './roles-page';

const listed = () =>
  ok({ items: [roleRow('role-ops', 'Operators'), roleRow('role-shift', 'Shift lead')], totalCount: 45 });
const admin = setUpAdminTests({
  routes: () => ({
    [API_PATHS.admin.roles.pageList]: listed,
    [API_PATHS.admin.roles.batchDelete]: (request) => ok({ deleted: (request.body as { ids: string[] }).ids.length }),
  }),
});
const renderPage = () => admin.render(<RolesPage />).user;
const sent = (path: string) => admin.sent(path);
const lastListRequest = () => sent(API_PATHS.admin.roles.pageList).at(-1);

describe('role list (docs/api.md §1 paging, §5 role/queryPageList)', () => {
  it('shows a failed list with the server message and reads it again on "Try again"', async () => {
    admin.answer(API_PATHS.admin.roles.pageList, () => fail(500, '10000', 'The database is being maintained.'));
    const user = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The list could not be loaded.');
    expect(alert.textContent).toContain('The database is being maintained.');
    admin.answer(API_PATHS.admin.roles.pageList, listed);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Operators')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks the server for the page, the sort column and the search text the user chose', async () => {
    const user = renderPage();
    expect(await screen.findByText('Operators')).toBeTruthy();
    expect(lastListRequest()).toEqual({ maxResultCount: 20, skipCount: 0, sorting: 'name asc' });

    await user.type(screen.getByLabelText('Search'), 'shift{Enter}');
    await waitFor(() =>
      expect(lastListRequest()).toEqual({ maxResultCount: 20, skipCount: 0, sorting: 'name asc', filter: 'shift' }),
    );

    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastListRequest()).toMatchObject({ skipCount: 20, filter: 'shift' }));

    // A new sort starts again at the first page.
    await user.click(screen.getByRole('columnheader', { name: /Members/ }));
    await waitFor(() =>
      expect(lastListRequest()).toEqual({
        maxResultCount: 20,
        skipCount: 0,
        sorting: 'memberCount asc',
        filter: 'shift',
      }),
    );
  });

  it('deletes the selected roles after confirmation with one {ids} request, then reloads the list', async () => {
    const user = renderPage();
    await screen.findByText('Operators');
    await user.click(screen.getByLabelText('Select Operators'));
    await user.click(screen.getByLabelText('Select Shift lead'));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const confirm = await screen.findByText('Delete 2 entries?');
    expect(sent(API_PATHS.admin.roles.batchDelete)).toHaveLength(0);
    const popup = confirm.closest('.ant-popover') as HTMLElement;
    await user.click(within(popup).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(sent(API_PATHS.admin.roles.batchDelete)).toEqual([{ ids: ['role-ops', 'role-shift'] }]));
    expect(await screen.findByText('2 deleted.')).toBeTruthy();
    await waitFor(() => expect(sent(API_PATHS.admin.roles.pageList)).toHaveLength(2));
  });
});
