import { type Column, DataTable } from '@workbench/app-kit';
import { useI18n } from '../i18n/i18n-context';

/** A compact table of MES rows, saying so when the server holds more than one page. */
export function MesTable<T extends { id: string }>(props: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  totalCount: number;
}) {
  const { caption, columns, rows, totalCount } = props;
  const { t } = useI18n();
  const more = totalCount > rows.length;
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      footer={more && <p className="message">{t('shownOf', { shown: rows.length, total: totalCount })}</p>}
    />
  );
}
