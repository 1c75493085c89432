import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { API_PATHS } from '@workbench/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fail, mockNetwork, ok } from '../../../testing/mock-network';
import { startPortal } from '../../../testing/render-app';
import { AntdProviders } from '../../../ui/antd-providers';
import { Providers } from '../../../ui/providers';
import { queryClient } from '../../../ui/query-client';
import { roleRow } from './role-fixtures';
import { RolesPage } from './roles-page';

let network: ReturnType<typeof mockNetwork>;
/** What the list call answers; a test may make it fail. */
let listAnswer: () => ReturnType<typeof ok>;

// Role queries skip the visibility check: antd's many style rules make jsdom's getComputedStyle slow.
beforeAll(async () => {
  configure({ defaultHidden: true });
  await Promise.all([import('antd/es/message'), import('antd/es/modal')]);
});
afterAll(() => configure({ defaultHidden: false }));

beforeEach(async () => {
  await startPortal();
  queryClient.clear();
  listAnswer = () =>
    ok({ items: [roleRow('role-ops', 'Operators'), roleRow('role-shift', 'Shift lead')], totalCount: 45 });
  network = mockNetwork((request) => {
    if (request.url === API_PATHS.admin.roles.pageList) return listAnswer();
    if (request.url === API_PATHS.admin.roles.batchDelete) {
      return ok({ deleted: (request.body as { ids: string[] }).ids.length });
    }
    return ok({ frontEndLanguages: [] });
  });
});
afterEach(() => network.restore());

function renderPage() {
  render(
    <Providers>
      <AntdProviders>
        <RolesPage />
      </AntdProviders>
    </Providers>,
  );
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const sent = (path: string) => network.sent.filter((request) => request.url === path).map((request) => request.body);
const lastListRequest = () => sent(API_PATHS.admin.roles.pageList).at(-1);

describe('role list (docs/api.md §1 paging, §5 role/queryPageList)', () => {
  it('shows a failed list with the server message and reads it again on "Try again"', async () => {
    const listed = listAnswer;
    listAnswer = () => fail(500, '10000', 'The database is being maintained.');
    const user = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The list could not be loaded.');
    expect(alert.textContent).toContain('The database is being maintained.');
    listAnswer = listed;
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
