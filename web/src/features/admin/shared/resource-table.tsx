import { Table, type TableColumnsType, type TableProps, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from './load-failed-alert';
import type { ResourceList } from './use-resource-list';

export interface ResourceTableProps<Row extends { id: string }, Filters extends object> {
  list: ResourceList<Row, Filters>;
  /** The resource's own columns; sortable ones use list.paging.sortOrderOf. */
  columns: TableColumnsType<Row>;
  /** The row's buttons (RowActions), in a last "Actions" column kept at the right edge. */
  rowActions?(row: Row): ReactNode;
  actionsWidth?: number;
  /** Rows selectable for "Delete selected": their name, for the checkbox's accessible name. */
  rowName?(row: Row): string;
  /** Why a row cannot be selected for deletion (the built-in admin account), or null. */
  selectionLock?(row: Row): string | null;
  table?: Pick<TableProps<Row>, 'size' | 'scroll' | 'tableLayout' | 'locale' | 'className'>;
}

/**
 * A resource's rows as the server pages and sorts them, with the load failure and "Try again"
 * above, each row's buttons at the right edge and, where the list deletes, a selection that
 * survives turning pages.
 */
export function ResourceTable<Row extends { id: string }, Filters extends object>(
  props: ResourceTableProps<Row, Filters>,
) {
  const { t } = useTranslation();
  const { list, rowName, selectionLock } = props;
  const { paging, answer } = list;

  const columns: TableColumnsType<Row> = props.rowActions
    ? [
        ...props.columns,
        {
          key: 'actions',
          title: t('admin.actions'),
          fixed: 'right',
          width: props.actionsWidth,
          render: (_value, row) => props.rowActions?.(row),
        },
      ]
    : props.columns;

  return (
    <>
      {answer.isError ? <LoadFailedAlert error={answer.error} onRetry={() => void answer.refetch()} /> : null}
      <Table<Row>
        rowKey="id"
        size="middle"
        // Narrow screens (down to 360 px) scroll the table sideways rather than squeezing columns.
        scroll={{ x: 'max-content' }}
        {...props.table}
        columns={columns}
        dataSource={[...list.rows]}
        loading={answer.isFetching}
        pagination={paging.pagination(list.total)}
        onChange={paging.onTableChange}
        rowSelection={
          list.deletable && rowName
            ? {
                selectedRowKeys: [...list.selectedIds],
                // The selection is a set of records to delete, and it survives turning the page.
                preserveSelectedRowKeys: true,
                onChange: (keys) => list.setSelectedIds(keys.map(String)),
                getTitleCheckboxProps: () => ({ 'aria-label': t('admin.selectAll') }),
                getCheckboxProps: (row) => ({
                  disabled: (selectionLock?.(row) ?? null) !== null,
                  'aria-label': t('admin.selectNamed', { name: rowName(row) }),
                }),
                renderCell: (_checked, row, _index, node) => {
                  const lock = selectionLock?.(row) ?? null;
                  return lock ? (
                    <Tooltip title={lock}>
                      <span>{node}</span>
                    </Tooltip>
                  ) : (
                    node
                  );
                },
              }
            : undefined
        }
      />
    </>
  );
}
