import { type Column, ListPage } from '@workbench/app-kit';
import type { Equipment, HostContext } from '@workbench/contracts';
import { queryEquipment } from '../api/query-maintenance';
import { StateBadge } from '../components/badges';
import { useI18n } from '../i18n/i18n-context';
import { formatDay } from '../lib/format';

/** #/equipment/ledger: the machines of the chosen areas, with their service dates. */
export function EquipmentLedgerPage({ context }: { context: HostContext }) {
  const { t, language } = useI18n();
  const columns: Column<Equipment>[] = [
    { key: 'no', header: t('colEquipmentNo'), render: (row) => <code>{row.equipmentNo}</code> },
    { key: 'name', header: t('colName'), render: (row) => row.name },
    { key: 'model', header: t('colModel'), render: (row) => row.model },
    { key: 'area', header: t('colArea'), render: (row) => row.areaName },
    { key: 'state', header: t('colState'), render: (row) => <StateBadge state={row.state} /> },
    { key: 'last', header: t('colLastService'), render: (row) => formatDay(row.lastServiceDate, language) },
    { key: 'next', header: t('colNextService'), render: (row) => formatDay(row.nextServiceDate, language) },
  ];
  return (
    <ListPage
      context={context}
      scopeLabel={t('areasInEffect')}
      title={t('ledgerTitle')}
      fetchPage={queryEquipment}
      columns={columns}
    />
  );
}
