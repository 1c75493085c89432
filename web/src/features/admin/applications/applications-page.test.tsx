import { configure, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '@workbench/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fail, type MockAnswer, mockNetwork, ok } from '../../../testing/mock-network';
import { startPortal } from '../../../testing/render-app';
import { queryClient } from '../../../ui/query-client';
import { ApplicationsPage } from './applications-page';
import { TAG_LOGISTICS, TAG_PRODUCTION, workbenchApplications } from './testing/catalogue-fixtures';
import { renderAdmin } from './testing/render-admin';

let answerTagCreate: () => MockAnswer = () => ok(null);
let network: ReturnType<typeof mockNetwork>;

beforeAll(async () => {
  // Role queries skip the visibility check: antd's style rules make jsdom's getComputedStyle slow.
  configure({ defaultHidden: true });
  await Promise.all([import('antd/es/message'), import('antd/es/modal')]);
});
afterAll(() => configure({ defaultHidden: false }));

beforeEach(async () => {
  await startPortal();
  queryClient.clear();
  network = mockNetwork((request) => {
    if (request.url === API_PATHS.admin.tags.pageList)
      return ok({ items: [TAG_PRODUCTION, TAG_LOGISTICS], totalCount: 2 });
    if (request.url === API_PATHS.admin.applications.pageList)
      return ok({ items: workbenchApplications(), totalCount: 45 });
    if (request.url === API_PATHS.admin.tags.create) return answerTagCreate();
    if (request.url === API_PATHS.admin.applications.batchDelete) return ok({ deleted: 1 });
    return ok({ frontEndLanguages: [] });
  });
});
afterEach(() => network.restore());

const listRequests = () =>
  network.sent.filter((request) => request.url === API_PATHS.admin.applications.pageList).map((r) => r.body);
const lastListRequest = () => listRequests().at(-1);

describe('application list (/ApplicationMgr)', () => {
  it('asks the server for the page, sort, search text and tag the user chose', async () => {
    const { user } = renderAdmin(<ApplicationsPage />, '/ApplicationMgr');
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
    answerTagCreate = () => fail(409, '10000', 'The tag name Production is already used.');
    const { user } = renderAdmin(<ApplicationsPage />, '/ApplicationMgr');
    await user.click(await screen.findByRole('button', { name: 'New tag' }));
    // Under test antd labels every dialog alike, so the dialog is found by its field.
    const dialog = (await screen.findByLabelText('Tag name')).closest('[role="dialog"]') as HTMLElement;
    await user.type(within(dialog).getByLabelText('Tag name'), 'Production');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The tag name Production is already used.',
    );
    expect((within(dialog).getByLabelText('Tag name') as HTMLInputElement).value).toBe('Production');
    expect(network.sent.filter((request) => request.url === API_PATHS.admin.tags.create).map((r) => r.body)).toEqual([
      { tagName: 'Production' },
    ]);
  });

  it('deletes an application only after confirmation', async () => {
    const { user } = renderAdmin(<ApplicationsPage />, '/ApplicationMgr');
    await user.click(await screen.findByRole('button', { name: 'Delete Quality' }));
    const deletes = () => network.sent.filter((request) => request.url === API_PATHS.admin.applications.batchDelete);
    expect(deletes()).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes().map((r) => r.body)).toEqual([{ ids: ['app-qms'] }]));
  });

  it('opens the editor for a new or an existing application', async () => {
    const { router, user } = renderAdmin(<ApplicationsPage />, '/ApplicationMgr');
    await user.click(await screen.findByRole('button', { name: 'Edit Quality' }));
    expect(router.state.location.pathname).toBe('/AddApp/app-qms');
    await user.click(screen.getByRole('button', { name: 'New application' }));
    expect(router.state.location.pathname).toBe('/AddApp');
  });
});
