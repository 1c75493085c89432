import type { HostContext } from '@workbench/contracts';
import type { ReactNode } from 'react';
import type { ListState } from '../api/use-mes-list';
import { useI18n } from '../i18n/i18n-context';

interface MesPageProps<T> {
  context: HostContext;
  title: string;
  state: ListState<T>;
  retry: () => void;
  /** Shown above the content, e.g. a search form. */
  tools?: ReactNode;
  children: (items: T[], totalCount: number) => ReactNode;
}

/** A page of the MES: title, plant and lines in effect, then the list's content or its state. */
export function MesPage<T>({ context, title, state, retry, tools, children }: MesPageProps<T>) {
  const { t } = useI18n();
  const hasScope = context.subSystem !== null && context.dataPermissionCodes.length > 0;
  const failure =
    state.status !== 'error'
      ? ''
      : state.error.kind === 'envelope' && state.error.message
        ? state.error.message
        : state.error.kind === 'network'
          ? t('errorNetwork')
          : state.error.kind === 'timeout'
            ? t('errorTimeout')
            : t('errorUnexpected');
  return (
    <main className="page">
      <header className="page-header">
        <h1>{title}</h1>
        <dl className="scope">
          <dt>{t('subSystem')}</dt>
          <dd>{context.subSystem?.displayName ?? '—'}</dd>
          <dt>{t('linesInEffect')}</dt>
          <dd>{context.dataPermissionCodes.join(', ') || '—'}</dd>
        </dl>
      </header>
      {!hasScope ? (
        <p className="message">{t('noScope')}</p>
      ) : (
        <>
          {tools}
          {state.status === 'loading' && <p className="message">{t('loading')}</p>}
          {state.status === 'renewing' && <p className="message">{t('renewing')}</p>}
          {state.status === 'error' && (
            <p className="message message-error" role="alert">
              {failure}{' '}
              <button type="button" className="button" onClick={retry}>
                {t('retry')}
              </button>
            </p>
          )}
          {state.status === 'success' &&
            (state.data.items.length === 0 ? (
              <p className="message">{t('empty')}</p>
            ) : (
              children(state.data.items, state.data.totalCount)
            ))}
        </>
      )}
    </main>
  );
}
