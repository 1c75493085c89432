import type { Column } from '@workbench/app-kit';
import { useHostSession } from '@workbench/app-kit';
import type { HostContext, LineStatus } from '@workbench/contracts';
import { queryLineStatus } from '../api/query-mes';
import { useMesList } from '../api/use-mes-list';
import { MesPage } from '../components/mes-page';
import { MesTable } from '../components/mes-table';
import { StatusBadge } from '../components/status-badge';
import { useI18n } from '../i18n/i18n-context';
import { formatNumber } from '../lib/format';

/** #/master-data/work-centres: the plant's lines, their day target and what they do now. */
export function WorkCentresPage({ context }: { context: HostContext }) {
  const { t, language } = useI18n();
  const session = useHostSession();
  const { state, retry } = useMesList(queryLineStatus, context, '', session.tokenExpired);
  const columns: Column<LineStatus>[] = [
    { key: 'line', header: t('colLine'), render: (row) => <code>{row.dataPermissionCode}</code> },
    { key: 'name', header: t('colLineName'), render: (row) => row.lineName },
    { key: 'state', header: t('colState'), render: (row) => <StatusBadge value={row.state} line /> },
    { key: 'order', header: t('colCurrentOrder'), render: (row) => row.currentOrderNo || '—' },
    {
      key: 'target',
      header: t('colTarget'),
      numeric: true,
      render: (row) => formatNumber(row.targetToday, language),
    },
  ];
  return (
    <MesPage context={context} title={t('workCentresTitle')} state={state} retry={retry}>
      {(rows, totalCount) => (
        <MesTable caption={t('workCentresTitle')} columns={columns} rows={rows} totalCount={totalCount} />
      )}
    </MesPage>
  );
}
