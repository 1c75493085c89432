import type { Column } from '@workbench/app-kit';
import type { HostContext, StockLine } from '@workbench/contracts';
import { queryStock } from '../api/query-stock';
import { ListPage } from '../components/list-page';
import { useI18n } from '../i18n/i18n-context';
import { formatDateTime, formatQuantity } from '../lib/format';
import { unitKeyOf } from '../lib/units';

/** #/inventory/stock: what lies where in the chosen warehouses. */
export function StockPage({ context }: { context: HostContext }) {
  const { t, language } = useI18n();
  const unit = (code: string) => {
    const key = unitKeyOf(code);
    return key ? t(key) : code;
  };
  const columns: Column<StockLine>[] = [
    { key: 'materialCode', header: t('colMaterialCode'), render: (row) => <code>{row.materialCode}</code> },
    { key: 'materialName', header: t('colMaterialName'), render: (row) => row.materialName },
    { key: 'warehouse', header: t('colWarehouse'), render: (row) => row.dataPermissionCode },
    { key: 'location', header: t('colLocation'), render: (row) => row.location },
    {
      key: 'quantity',
      header: t('colQuantity'),
      numeric: true,
      render: (row) => (
        <>
          {formatQuantity(row.quantity, language)} <span className="unit">{unit(row.unit)}</span>
        </>
      ),
    },
    { key: 'updatedAt', header: t('colUpdatedAt'), render: (row) => formatDateTime(row.updatedAt, language) },
  ];
  return (
    <ListPage
      context={context}
      title={t('stockTitle')}
      searchPlaceholder={t('stockSearchPlaceholder')}
      emptyText={t('emptyStock')}
      fetchPage={queryStock}
      columns={columns}
    />
  );
}
