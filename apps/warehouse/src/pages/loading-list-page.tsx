import { type Column, DataTable, useHostSession, usePagedList } from '@workbench/app-kit';
import type { HostContext, WarehouseTask } from '@workbench/contracts';
import { taskFetcherOf } from '../api/query-warehouse-tasks';
import { InlineMessage } from '../components/inline-message';
import { PageHeader } from '../components/page-header';
import { useI18n } from '../i18n/i18n-context';
import { taskColumns } from './tasks/task-columns';

/** A loading list is short: one page of the largest size holds every open delivery of a day. */
const LOADING_LIST_ROWS = 100;
const shipping = taskFetcherOf('ship');

function byDelivery(tasks: WarehouseTask[]): [string, WarehouseTask[]][] {
  const groups = new Map<string, WarehouseTask[]>();
  for (const task of tasks) groups.set(task.reference, [...(groups.get(task.reference) ?? []), task]);
  return [...groups.entries()];
}

/**
 * #/outbound/loading-list: the shipping lines grouped by delivery, laid out for paper (the menu
 * opens it in its own window, without the workbench's frame). The print button and the browser's
 * print dialog are all it needs.
 */
export function LoadingListPage({ context }: { context: HostContext }) {
  const { t, language } = useI18n();
  const session = useHostSession();
  const query = { keyword: '', skipCount: 0, maxResultCount: LOADING_LIST_ROWS };
  const { state, retry } = usePagedList(shipping, context, query, session.tokenExpired);
  const columns: Column<WarehouseTask>[] = taskColumns(
    [
      { field: 'taskNo', header: 'colTaskNo' },
      { field: 'material', header: 'colMaterialCode' },
      { field: 'materialName', header: 'colMaterialName' },
      { field: 'quantity', header: 'colQuantity' },
      { field: 'from', header: 'colDock' },
      { field: 'status', header: 'colStatus' },
    ],
    t,
    language,
  );
  const hasScope = context.subSystem !== null && context.dataPermissionCodes.length > 0;

  return (
    <main className="page loading-list">
      <PageHeader title={t('loadingListTitle')} context={context} />
      <p className="print-actions">
        <button type="button" className="button button-primary" onClick={() => window.print()}>
          {t('print')}
        </button>
      </p>
      {!hasScope && <InlineMessage kind="info">{t('noScope')}</InlineMessage>}
      {state.status === 'loading' && hasScope && <InlineMessage kind="info">{t('loading')}</InlineMessage>}
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
          {state.error.kind === 'envelope' && state.error.message ? state.error.message : t('errorUnexpected')}
        </InlineMessage>
      )}
      {state.status === 'success' && state.data.items.length === 0 && (
        <InlineMessage kind="info">{t('emptyTasks')}</InlineMessage>
      )}
      {state.status === 'success' &&
        byDelivery(state.data.items).map(([delivery, lines]) => (
          <section key={delivery} className="delivery" aria-label={t('deliveryHeading', { delivery })}>
            <h2>
              {t('deliveryHeading', { delivery })} · {lines[0]?.partner}
            </h2>
            <DataTable columns={columns} rows={lines} busy={false} emptyText="" caption={delivery} />
            <p className="signatures">
              <span>{t('signLoadedBy')}</span>
              <span>{t('signDriver')}</span>
            </p>
          </section>
        ))}
    </main>
  );
}
