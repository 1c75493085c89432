import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

export interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[];
  /** Read by screen readers; not shown. */
  caption: string;
  /** A newer page is on its way: the rows shown are the previous ones (dimmed by the stylesheet). */
  busy?: boolean;
  /** Shown in one row when there are no rows; without it an empty table has only its header. */
  emptyText?: string;
  /** Shown under the table, inside its frame (e.g. "100 of 240 shown"). */
  footer?: ReactNode;
}

/**
 * A compact table. Every value sits in its own box labelled with its column header (data-label),
 * so that a stylesheet may lay each row out as a card on narrow screens (handheld scanners, phones).
 */
export function DataTable<T extends { id: string }>({
  columns,
  rows,
  caption,
  busy,
  emptyText,
  footer,
}: DataTableProps<T>) {
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
          {rows.length === 0 && emptyText !== undefined ? (
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
      {footer}
    </div>
  );
}
