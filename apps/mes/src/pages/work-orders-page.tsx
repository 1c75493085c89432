import { type Column, SearchForm, useHostSession } from '@workbench/app-kit';
import type { HostContext, WorkOrder } from '@workbench/contracts';
import { useState } from 'react';
import { queryWorkOrders } from '../api/query-mes';
import { useMesList } from '../api/use-mes-list';
import { MesPage } from '../components/mes-page';
import { MesTable } from '../components/mes-table';
import { StatusBadge } from '../components/status-badge';
import type { MessageKey } from '../i18n/en';
import { useI18n } from '../i18n/i18n-context';
import { formatNumber, formatTime } from '../lib/format';

/** Three views of the work orders: the order list, the schedule by line, and the reported quantities. */
export type WorkOrderView = 'orders' | 'schedule' | 'reporting';

const TITLES: Record<WorkOrderView, MessageKey> = {
  orders: 'workOrdersTitle',
  schedule: 'scheduleTitle',
  reporting: 'reportingTitle',
};

const COLUMNS: Record<WorkOrderView, string[]> = {
  orders: ['orderNo', 'line', 'product', 'productName', 'planned', 'status', 'start', 'end'],
  schedule: ['line', 'start', 'end', 'orderNo', 'product', 'planned', 'status'],
  reporting: ['orderNo', 'line', 'productName', 'planned', 'good', 'scrap', 'yield', 'status'],
};

export function WorkOrdersPage({ context, view }: { context: HostContext; view: WorkOrderView }) {
  const { t, language } = useI18n();
  const session = useHostSession();
  const [keyword, setKeyword] = useState('');
  const { state, retry } = useMesList(queryWorkOrders, context, keyword, session.tokenExpired);
  const all: Record<string, Column<WorkOrder>> = {
    orderNo: { key: 'orderNo', header: t('colOrderNo'), render: (row) => <code>{row.orderNo}</code> },
    line: { key: 'line', header: t('colLine'), render: (row) => row.dataPermissionCode },
    product: { key: 'product', header: t('colProduct'), render: (row) => <code>{row.productCode}</code> },
    productName: { key: 'productName', header: t('colProductName'), render: (row) => row.productName },
    planned: {
      key: 'planned',
      header: t('colPlanned'),
      numeric: true,
      render: (row) => formatNumber(row.plannedQuantity, language),
    },
    good: {
      key: 'good',
      header: t('colGood'),
      numeric: true,
      render: (row) => formatNumber(row.goodQuantity, language),
    },
    scrap: {
      key: 'scrap',
      header: t('colScrap'),
      numeric: true,
      render: (row) => formatNumber(row.scrapQuantity, language),
    },
    yield: {
      key: 'yield',
      header: t('colYield'),
      numeric: true,
      render: (row) => {
        const made = row.goodQuantity + row.scrapQuantity;
        return made === 0 ? '—' : formatNumber(row.goodQuantity / made, language, true);
      },
    },
    status: { key: 'status', header: t('colStatus'), render: (row) => <StatusBadge value={row.status} /> },
    start: { key: 'start', header: t('colStart'), render: (row) => formatTime(row.plannedStart, language) },
    end: { key: 'end', header: t('colEnd'), render: (row) => formatTime(row.plannedEnd, language) },
  };
  const columns = COLUMNS[view].flatMap((key) => (all[key] ? [all[key]] : []));
  const sorted = (items: WorkOrder[]) =>
    view === 'schedule'
      ? [...items].sort(
          (a, b) =>
            a.dataPermissionCode.localeCompare(b.dataPermissionCode) || a.plannedStart.localeCompare(b.plannedStart),
        )
      : items;
  const tools = <SearchForm placeholder={t('searchPlaceholder')} onSearch={setKeyword} />;
  return (
    <MesPage context={context} title={t(TITLES[view])} state={state} retry={retry} tools={tools}>
      {(items, totalCount) => (
        <MesTable caption={t(TITLES[view])} columns={columns} rows={sorted(items)} totalCount={totalCount} />
      )}
    </MesPage>
  );
}
