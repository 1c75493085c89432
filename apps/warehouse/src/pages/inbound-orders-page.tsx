import type { Column } from '@workbench/app-kit';
import type { HostContext, InboundOrder } from '@workbench/contracts';
import { queryInboundOrders } from '../api/query-inbound-orders';
import { ListPage } from '../components/list-page';
import { StatusLabel } from '../components/status-label';
import { useI18n } from '../i18n/i18n-context';
import { formatDay } from '../lib/format';

/** #/inbound/orders: deliveries announced to the chosen warehouses. */
export function InboundOrdersPage({ context }: { context: HostContext }) {
  const { t, language } = useI18n();
  const columns: Column<InboundOrder>[] = [
    { key: 'orderNo', header: t('colOrderNo'), render: (row) => <code>{row.orderNo}</code> },
    { key: 'supplier', header: t('colSupplier'), render: (row) => row.supplier },
    { key: 'warehouse', header: t('colWarehouse'), render: (row) => row.dataPermissionCode },
    { key: 'expectedDate', header: t('colExpectedDate'), render: (row) => formatDay(row.expectedDate, language) },
    { key: 'lineCount', header: t('colLineCount'), numeric: true, render: (row) => row.lineCount },
    { key: 'status', header: t('colStatus'), render: (row) => <StatusLabel status={row.status} /> },
  ];
  return (
    <ListPage
      context={context}
      title={t('inboundTitle')}
      searchPlaceholder={t('inboundSearchPlaceholder')}
      emptyText={t('emptyInbound')}
      fetchPage={queryInboundOrders}
      columns={columns}
    />
  );
}
