import { type Column, ListPage } from '@workbench/app-kit';
import type { HostContext, MaintenanceRecord, MaintenanceRecordKind } from '@workbench/contracts';
import { queryRecords } from '../api/query-maintenance';
import { StatusBadge, StockBadge } from '../components/badges';
import { useI18n } from '../i18n/i18n-context';
import type { Translate } from '../i18n/translate';
import { formatDay, formatNumber } from '../lib/format';

type Language = ReturnType<typeof useI18n>['language'];

const TITLES = {
  plan: 'planTitle',
  request: 'requestTitle',
  order: 'orderTitle',
  stock: 'stockTitle',
  requisition: 'requisitionTitle',
} as const;

/** Each kind's columns: the same record shape, read the way its page's users speak of it. */
function columnsOf(kind: MaintenanceRecordKind, t: Translate, language: Language): Column<MaintenanceRecord>[] {
  const code = (value: string) => <code>{value}</code>;
  const day = (header: string): Column<MaintenanceRecord> => ({
    key: 'day',
    header,
    render: (row) => formatDay(row.dueDate, language),
  });
  const equipment: Column<MaintenanceRecord> = {
    key: 'equipment',
    header: t('colEquipmentNo'),
    render: (row) => code(row.equipmentNo),
  };
  const status: Column<MaintenanceRecord> = {
    key: 'status',
    header: t('colStatus'),
    render: (row) => <StatusBadge status={row.status} />,
  };
  const quantity: Column<MaintenanceRecord> = {
    key: 'quantity',
    header: t('colQuantity'),
    numeric: true,
    render: (row) => `${formatNumber(row.quantity, language)} ${row.unit}`,
  };
  const area: Column<MaintenanceRecord> = {
    key: 'area',
    header: t('colArea'),
    render: (row) => row.dataPermissionCode,
  };
  const title = (header: string): Column<MaintenanceRecord> => ({ key: 'title', header, render: (row) => row.title });
  const number = (header: string): Column<MaintenanceRecord> => ({
    key: 'no',
    header,
    render: (row) => code(row.recordNo),
  });
  switch (kind) {
    case 'plan':
      return [number(t('colPlanNo')), equipment, title(t('colTask')), area, day(t('colNextDue')), status];
    case 'request':
      return [number(t('colRequestNo')), equipment, title(t('colFault')), area, day(t('colReported')), status];
    case 'order':
      return [number(t('colOrderNo')), equipment, title(t('colWork')), area, day(t('colDue')), status];
    case 'stock':
      return [
        number(t('colPartNo')),
        title(t('colPart')),
        area,
        quantity,
        {
          key: 'min',
          header: t('colMinQuantity'),
          numeric: true,
          render: (row) => formatNumber(row.minQuantity, language),
        },
        {
          key: 'level',
          header: t('colStatus'),
          render: (row) => <StockBadge quantity={row.quantity} minQuantity={row.minQuantity} />,
        },
        day(t('colCounted')),
      ];
    case 'requisition':
      return [
        number(t('colRequisitionNo')),
        { key: 'part', header: t('colPartNo'), render: (row) => code(row.partNo) },
        title(t('colPart')),
        equipment,
        quantity,
        day(t('colNeeded')),
        status,
      ];
  }
}

/**
 * #/planning/preventive, #/planning/work-requests, #/planning/orders, #/spare-parts/stock and
 * #/spare-parts/requisitions: one kind of maintenance record of the chosen areas, soonest due first.
 */
export function RecordsPage({ context, kind }: { context: HostContext; kind: MaintenanceRecordKind }) {
  const { t, language } = useI18n();
  return (
    <ListPage
      context={context}
      scopeLabel={t('areasInEffect')}
      title={t(TITLES[kind])}
      fetchPage={queryRecords[kind]}
      columns={columnsOf(kind, t, language)}
    />
  );
}
