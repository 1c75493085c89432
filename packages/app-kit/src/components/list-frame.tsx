import type { HostContext, PagedResult } from '@workbench/contracts';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { type ListErrorMessageKey, listErrorText } from '../list/list-error-text';
import { type PageState, previousOf } from '../list/use-paged-list';

/** The texts the list frame reads from the application's dictionaries. */
export type ListFrameMessageKey = ListErrorMessageKey | 'subSystem' | 'noScope' | 'renewing' | 'loading' | 'retry';

export interface ListFrameProps<T> {
  context: HostContext;
  title: string;
  /** What the data permissions are called in this application ("Lines in effect", "Areas in effect"). */
  scopeLabel: string;
  state: PageState<T>;
  retry: () => void;
  /** Shown above the content once there is a scope, e.g. the search form. */
  tools?: ReactNode;
  /** Keep the last page on screen (dimmed) while the next one loads, instead of "Loading…". */
  keepPrevious?: boolean;
  children: (data: PagedResult<T>, busy: boolean) => ReactNode;
}

/**
 * A list page's frame: title, sub-system and data permissions in effect, then the list's content
 * or what keeps it from showing (no scope, loading, renewing the sign-in, an error with retry).
 */
export function ListFrame<T>({
  context,
  title,
  scopeLabel,
  state,
  retry,
  tools,
  keepPrevious,
  children,
}: ListFrameProps<T>) {
  const { t } = useI18n<ListFrameMessageKey>();
  const hasScope = context.subSystem !== null && context.dataPermissionCodes.length > 0;
  const data = keepPrevious ? previousOf(state) : state.status === 'success' ? state.data : undefined;
  return (
    <main className="page">
      <header className="page-header">
        <h1>{title}</h1>
        <dl className="scope">
          <dt>{t('subSystem')}</dt>
          <dd>{context.subSystem?.displayName ?? '—'}</dd>
          <dt>{scopeLabel}</dt>
          <dd>{context.dataPermissionCodes.join(', ') || '—'}</dd>
        </dl>
      </header>
      {!hasScope ? (
        <p className="message">{t('noScope')}</p>
      ) : (
        <>
          {tools}
          {state.status === 'renewing' && <p className="message">{t('renewing')}</p>}
          {state.status === 'error' && (
            <p className="message message-error" role="alert">
              {listErrorText(state.error, t)}{' '}
              <button type="button" className="button" onClick={retry}>
                {t('retry')}
              </button>
            </p>
          )}
          {state.status === 'loading' && !data && <p className="message">{t('loading')}</p>}
          {data && children(data, state.status === 'loading')}
        </>
      )}
    </main>
  );
}
