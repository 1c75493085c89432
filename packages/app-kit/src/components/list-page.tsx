import type { HostContext } from '@workbench/contracts';
import { type ReactNode, useState } from 'react';
import { useHostSession } from '../host/host-session-context';
import { useI18n } from '../i18n/i18n-context';
import { type FetchPage, usePagedList } from '../list/use-paged-list';
import { type Column, DataTable } from './data-table';
import { ListFrame, type ListFrameMessageKey } from './list-frame';
import { Pager, type PagerMessageKey } from './pager';
import { SearchForm, type SearchFormMessageKey } from './search-form';

/** The texts a list page reads from the application's dictionaries. */
export type ListPageMessageKey =
  | ListFrameMessageKey
  | PagerMessageKey
  | SearchFormMessageKey
  | 'searchPlaceholder'
  | 'empty';

export const LIST_PAGE_SIZE = 20;

export interface ListPageProps<T> {
  context: HostContext;
  title: string;
  /** What the data permissions are called in this application. */
  scopeLabel: string;
  fetchPage: FetchPage<T>;
  /** The rows as a table… */
  columns?: Column<T>[];
  /** …or drawn by the page itself (a board of tiles). */
  renderItems?: (items: T[]) => ReactNode;
}

/**
 * A searchable, paged list of one call in the context's sub-system and data permissions: title and
 * scope, a keyword search, one page of rows (the last one stays, dimmed, while the next loads) and the pager.
 */
export function ListPage<T extends { id: string }>({
  context,
  title,
  scopeLabel,
  fetchPage,
  columns,
  renderItems,
}: ListPageProps<T>) {
  const { t } = useI18n<ListPageMessageKey>();
  const session = useHostSession();
  const [keyword, setKeyword] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const { state, retry } = usePagedList(
    fetchPage,
    context,
    { keyword, skipCount: pageIndex * LIST_PAGE_SIZE, maxResultCount: LIST_PAGE_SIZE },
    session.tokenExpired,
  );
  const search = (next: string) => {
    setKeyword(next);
    setPageIndex(0);
  };
  return (
    <ListFrame
      context={context}
      title={title}
      scopeLabel={scopeLabel}
      state={state}
      retry={retry}
      keepPrevious
      tools={<SearchForm placeholder={t('searchPlaceholder')} onSearch={search} />}
    >
      {(data, busy) => (
        <>
          {renderItems ? (
            data.items.length === 0 ? (
              <p className="message">{t('empty')}</p>
            ) : (
              <div aria-busy={busy}>{renderItems(data.items)}</div>
            )
          ) : (
            <DataTable columns={columns ?? []} rows={data.items} busy={busy} emptyText={t('empty')} caption={title} />
          )}
          <Pager totalCount={data.totalCount} pageIndex={pageIndex} pageSize={LIST_PAGE_SIZE} onPage={setPageIndex} />
        </>
      )}
    </ListFrame>
  );
}
