import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[];
  /** A newer page is on its way: the rows shown are the previous ones. */
  busy: boolean;
  emptyText: string;
  caption: string;
}

/**
 * A compact table. On narrow screens (handheld scanners, phones) the stylesheet lays each row out
 * as a card, labelling every value with its column header from data-label.
 */
export function DataTable<T extends { id: string }>({ columns, rows, busy, emptyText, caption }: DataTableProps<T>) {
  return (
    <div className="table-wrap" aria-busy={busy}>
      <table className={busy ? 'table table-busy' : 'table'}>
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
          {rows.length === 0 ? (
            <tr className="empty-row">
              <td colSpan={columns.length}>{emptyText}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    data-column={column.key}
                    data-label={column.header}
                    className={column.numeric ? 'numeric' : undefined}
                  >
                    {/* One box per value, so that the narrow layout's label and value stay two flex items. */}
                    <span className="cell">{column.render(row)}</span>
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
