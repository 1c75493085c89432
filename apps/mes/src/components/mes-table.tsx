import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-context';

export interface MesColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  numeric?: boolean;
}

/** A compact table of MES rows, saying so when the server holds more than one page. */
export function MesTable<T extends { id: string }>(props: {
  caption: string;
  columns: MesColumn<T>[];
  rows: T[];
  totalCount: number;
}) {
  const { caption, columns, rows, totalCount } = props;
  const { t } = useI18n();
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? 'numeric' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <td key={column.key} className={column.numeric ? 'numeric' : undefined}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {totalCount > rows.length && <p className="message">{t('shownOf', { shown: rows.length, total: totalCount })}</p>}
    </div>
  );
}
