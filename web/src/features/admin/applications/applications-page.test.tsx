import { screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { setUpAdminTests } from '../../../testing/admin-tests';
import { fail, ok } from '../../../testing/mock-network';
import { ApplicationsPage } from './applications-page';
import { TAG_LOGISTICS, TAG_PRODUCTION, workbenchApplications } from './testing/catalogue-fixtures';

const admin = setUpAdminTests({
  routes: () => ({
    [API_PATHS.admin.tags.pageList]: () => ok({ items: [TAG_PRODUCTION, TAG_LOGISTICS], totalCount: 2 }),
    [API_PATHS.admin.applications.pageList]: () => ok({ items: workbenchApplications(), totalCount: 45 }),
    [API_PATHS.admin.tags.create]: () => ok(null),
    [API_PATHS.admin.applications.batchDelete]: () => ok({ deleted: 1 }),
  }),
});

const listRequests = () => admin.sent(API_PATHS.admin.applications.pageList);
const lastListRequest = () => listRequests().at(-1);

describe('application list (/ApplicationMgr)', () => {
  it('asks the server for the page, sort, search text and tag the user chose', async () => {
    const { user } = admin.render(<ApplicationsPage />, '/ApplicationMgr');
    expect(await screen.findByText('Quality')).toBeTruthy();
    expect(lastListRequest()).toEqual({ maxResultCount: 20, skipCount: 0, sorting: 'order asc' });

    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastListRequest()).toMatchObject({ skipCount: 20 }));

    await user.type(screen.getByRole('searchbox', { name: 'Search applications' }), 'qual{Enter}');
    await waitFor(() =>
      expect(lastListRequest()).toEqual({ maxResultCount: 20, skipCount: 0, sorting: 'order asc', filter: 'qual' }),
    );

    await user.click(screen.getByRole('button', { name: 'Production' }));
    await waitFor(() => expect(lastListRequest()).toMatchObject({ tagId: TAG_PRODUCTION.id, filter: 'qual' }));
    expect(screen.getByRole('button', { name: 'Production' }).getAttribute('aria-pressed')).toBe('true');

    // The table draws its header twice (a fixed-column copy); either sorts.
    const [nameHeader] = screen.getAllByText('Application', { selector: '.ant-table-column-title' });
    if (!nameHeader) throw new Error('No name column');
    await user.click(nameHeader);
    await waitFor(() =>
      expect(lastListRequest()).toMatchObject({ sorting: 'displayName asc', tagId: TAG_PRODUCTION.id }),
    );
  });

  it('shows a taken tag name in the dialog and keeps what was typed', async () => {
    admin.answer(API_PATHS.admin.tags.create, () => fail(409, '10000', 'The tag name Production is already used.'));
    const { user } = admin.render(<ApplicationsPage />, '/ApplicationMgr');
    await user.click(await screen.findByRole('button', { name: 'New tag' }));
    // Under test antd labels every dialog alike, so the dialog is found by its field.
    const dialog = (await screen.findByLabelText('Tag name')).closest('[role="dialog"]') as HTMLElement;
    await user.type(within(dialog).getByLabelText('Tag name'), 'Production');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The tag name Production is already used.',
    );
    expect((within(dialog).getByLabelText('Tag name') as HTMLInputElement).value).toBe('Production');
    expect(admin.sent(API_PATHS.admin.tags.create)).toEqual([{ tagName: 'Production' }]);
  });

  it('deletes an application only after confirmation', async () => {
    const { user } = admin.render(<ApplicationsPage />, '/ApplicationMgr');
    await user.click(await screen.findByRole('button', { name: 'Delete Quality' }));
    const deletes = () => admin.requests(API_PATHS.admin.applications.batchDelete);
    expect(deletes()).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes().map((r) => r.body)).toEqual([{ ids: ['app-qms'] }]));
  });

  it('opens the editor for a new or an existing application', async () => {
    const { router, user } = admin.render(<ApplicationsPage />, '/ApplicationMgr');
    await user.click(await screen.findByRole('button', { name: 'Edit Quality' }));
    expect(router.state.location.pathname).toBe('/AddApp/app-qms');
    await user.click(screen.getByRole('button', { name: 'New application' }));
    expect(router.state.location.pathname).toBe('/AddApp');
  });
});
