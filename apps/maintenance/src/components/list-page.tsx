import { type Column, DataTable, type FetchPage, Pager, useHostSession, usePagedList } from '@workbench/app-kit';
import type { HostContext } from '@workbench/contracts';
import type { PlatformApiError } from '@workbench/contracts/app-bridge';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useI18n } from '../i18n/i18n-context';
import type { Translate } from '../i18n/translate';

export const PAGE_SIZE = 20;

interface ListPageProps<T> {
  context: HostContext;
  title: string;
  fetchPage: FetchPage<T>;
  /** The rows as a table… */
  columns?: Column<T>[];
  /** …or drawn by the page itself (the status board). */
  renderItems?: (items: T[]) => ReactNode;
}

/** The server's own words when it gave any, otherwise ours for what went wrong on the way. */
function errorText(error: PlatformApiError, t: Translate): string {
  if (error.kind === 'network') return t('errorNetwork');
  if (error.kind === 'timeout') return t('errorTimeout');
  if (error.kind === 'envelope' && error.message) return error.message;
  return t('errorUnexpected');
}

function SearchForm({ onSearch }: { onSearch: (keyword: string) => void }) {
  const { t } = useI18n();
  const [draft, setDraft] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <search>
      <form className="search" onSubmit={submit}>
        <input
          type="search"
          value={draft}
          placeholder={t('searchPlaceholder')}
          aria-label={t('searchPlaceholder')}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button button-primary">
          {t('search')}
        </button>
      </form>
    </search>
  );
}

/**
 * A page of the Maintenance application: title, plant and areas in effect, a search, then one
 * page of a maintenance list call and the pager.
 */
export function ListPage<T extends { id: string }>({
  context,
  title,
  fetchPage,
  columns,
  renderItems,
}: ListPageProps<T>) {
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
  const data = state.status === 'success' ? state.data : state.status === 'loading' ? state.previous : undefined;
  const search = (next: string) => {
    setKeyword(next);
    setPageIndex(0);
  };

  return (
    <main className="page">
      <header className="page-header">
        <h1>{title}</h1>
        <dl className="scope">
          <dt>{t('subSystem')}</dt>
          <dd>{context.subSystem?.displayName ?? '—'}</dd>
          <dt>{t('areasInEffect')}</dt>
          <dd>{context.dataPermissionCodes.join(', ') || '—'}</dd>
        </dl>
      </header>
      {!hasScope ? (
        <p className="message">{t('noScope')}</p>
      ) : (
        <>
          <SearchForm onSearch={search} />
          {state.status === 'renewing' && <p className="message">{t('renewing')}</p>}
          {state.status === 'error' && (
            <p className="message message-error" role="alert">
              {errorText(state.error, t)}{' '}
              <button type="button" className="button" onClick={retry}>
                {t('retry')}
              </button>
            </p>
          )}
          {state.status === 'loading' && !data && <p className="message">{t('loading')}</p>}
          {data && (
            <>
              {renderItems ? (
                data.items.length === 0 ? (
                  <p className="message">{t('empty')}</p>
                ) : (
                  <div aria-busy={state.status === 'loading'}>{renderItems(data.items)}</div>
                )
              ) : (
                <DataTable
                  columns={columns ?? []}
                  rows={data.items}
                  busy={state.status === 'loading'}
                  emptyText={t('empty')}
                  caption={title}
                />
              )}
              <Pager totalCount={data.totalCount} pageIndex={pageIndex} pageSize={PAGE_SIZE} onPage={setPageIndex} />
            </>
          )}
        </>
      )}
    </main>
  );
}
