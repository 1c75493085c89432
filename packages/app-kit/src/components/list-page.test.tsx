import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { HostContext } from '@workbench/contracts';
import { hostContext, PlatformApiError } from '@workbench/contracts/app-bridge';
import { describe, expect, it, vi } from 'vitest';
import { HostSessionProvider } from '../host/host-session-context';
import { I18nProvider } from '../i18n/i18n-context';
import { createTranslator } from '../i18n/translator';
import type { FetchPage, PagedListRequest } from '../list/use-paged-list';
import { cleanUpAfterEachTest } from '../testing/cleanup';
import { fakeHostSession } from '../testing/fake-host-session';
import { ListPage } from './list-page';

cleanUpAfterEachTest();

const texts = {
  subSystem: 'Plant',
  noScope: 'Choose a plant',
  renewing: 'Renewing',
  loading: 'Loading',
  retry: 'Retry',
  errorNetwork: 'No network',
  errorTimeout: 'Too slow',
  errorUnexpected: 'Something went wrong',
  searchPlaceholder: 'Number or name',
  search: 'Search',
  clear: 'Clear',
  empty: 'Nothing here',
  pageOf: 'Page {page} of {pages}',
  totalItems: '{total} items',
  previousPage: 'Back',
  nextPage: 'On',
};
const translator = createTranslator({ 'zh-Hans': texts, en: texts, 'de-DE': texts });

interface Row {
  id: string;
  name: string;
}

/** 45 machines named m1…m45; a keyword keeps the names that contain it (m4 and m40…m45 for m4). */
const machines: FetchPage<Row> = async (_session, request: PagedListRequest) => {
  const all = Array.from({ length: 45 }, (_, index) => ({ id: `${index + 1}`, name: `m${index + 1}` }));
  const matching = all.filter((row) => row.name.includes(request.keyword ?? ''));
  return {
    items: matching.slice(request.skipCount, request.skipCount + request.maxResultCount),
    totalCount: matching.length,
  };
};

function renderPage(fetchPage: FetchPage<Row>, context: HostContext = hostContext({ language: 'en' })) {
  const host = fakeHostSession({ status: 'ready', context });
  render(
    <HostSessionProvider session={host.session}>
      <I18nProvider language="en" translator={translator}>
        <ListPage
          context={context}
          title="Machines"
          scopeLabel="Areas"
          fetchPage={fetchPage}
          columns={[{ key: 'name', header: 'Name', render: (row) => row.name }]}
        />
      </I18nProvider>
    </HostSessionProvider>,
  );
}

describe('ListPage', () => {
  it('pages through the list and searches from the first page again', async () => {
    const fetchPage = vi.fn(machines);
    renderPage(fetchPage);
    expect(await screen.findByText('m1')).toBeTruthy();
    expect(screen.getByText('45 items')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'On' }));
    expect(await screen.findByText('m21')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Number or name' }), { target: { value: ' m4 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('7 items')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect(fetchPage.mock.lastCall?.[1]).toMatchObject({ keyword: 'm4', skipCount: 0, maxResultCount: 20 });
  });

  it('says so when no plant or area is chosen, and asks nothing of the server', () => {
    const fetchPage = vi.fn(machines);
    renderPage(fetchPage, hostContext({ language: 'en', dataPermissionCodes: [] }));
    expect(screen.getByText('Choose a plant')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('tells a failed call in the application’s words and loads again on retry', async () => {
    const fetchPage = vi
      .fn<FetchPage<Row>>()
      .mockRejectedValueOnce(new PlatformApiError('network', 0, '', 'fetch failed'))
      .mockImplementation(machines);
    renderPage(fetchPage);
    expect((await screen.findByRole('alert')).textContent).toContain('No network');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('m1')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
