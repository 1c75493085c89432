import {
  type Column,
  DataTable,
  type FetchPage,
  listErrorText,
  Pager,
  SearchForm,
  useHostSession,
  usePagedList,
  useScan,
} from '@workbench/app-kit';
import type { HostContext } from '@workbench/contracts';
import { useState } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { InlineMessage } from './inline-message';
import { PageHeader } from './page-header';

export const PAGE_SIZE = 20;

interface ListPageProps<T> {
  context: HostContext;
  title: string;
  searchPlaceholder: string;
  emptyText: string;
  fetchPage: FetchPage<T>;
  columns: Column<T>[];
}

/**
 * A searchable, paged list of one warehouse call in the context's sub-system and warehouses. A
 * barcode scanned on the page (a material, bin or order code) is searched for, and the page says
 * which code it received.
 */
export function ListPage<T extends { id: string }>(props: ListPageProps<T>) {
  const { context, title, searchPlaceholder, emptyText, fetchPage, columns } = props;
  const { t } = useI18n();
  const session = useHostSession();
  const [keyword, setKeyword] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const { state, retry } = usePagedList(
    fetchPage,
    context,
    { keyword, skipCount: pageIndex * PAGE_SIZE, maxResultCount: PAGE_SIZE },
    session.tokenExpired,
  );
  const hasScope = context.subSystem !== null && context.dataPermissionCodes.length > 0;

  const search = (next: string) => {
    setKeyword(next);
    setPageIndex(0);
  };
  // Each scan is counted, so that the same code scanned twice still puts it back in the box.
  const [scan, setScan] = useState<{ code: string; count: number } | null>(null);
  useScan((code) => {
    setScan((last) => ({ code, count: (last?.count ?? 0) + 1 }));
    search(code);
  });

  const data = state.status === 'success' ? state.data : state.status === 'loading' ? state.previous : undefined;

  return (
    <main className="page">
      <PageHeader title={title} context={context} />
      {!hasScope ? (
        <InlineMessage kind="info">{t('noScope')}</InlineMessage>
      ) : (
        <>
          <SearchForm
            key={scan?.count ?? 0}
            initialValue={scan?.code}
            placeholder={searchPlaceholder}
            onSearch={search}
            maxLength={128}
            clearable
          />
          {scan && <InlineMessage kind="info">{t('scanned', { code: scan.code })}</InlineMessage>}
          {state.status === 'renewing' && <InlineMessage kind="info">{t('renewing')}</InlineMessage>}
          {state.status === 'error' && (
            <InlineMessage
              kind="error"
              action={
                <button type="button" className="button button-plain" onClick={retry}>
                  {t('retry')}
                </button>
              }
            >
              {listErrorText(state.error, t)}
            </InlineMessage>
          )}
          {state.status === 'loading' && !data && <InlineMessage kind="info">{t('loading')}</InlineMessage>}
          {data && (
            <>
              <DataTable
                columns={columns}
                rows={data.items}
                busy={state.status === 'loading'}
                emptyText={emptyText}
                caption={title}
              />
              <Pager totalCount={data.totalCount} pageIndex={pageIndex} pageSize={PAGE_SIZE} onPage={setPageIndex} />
            </>
          )}
        </>
      )}
    </main>
  );
}
