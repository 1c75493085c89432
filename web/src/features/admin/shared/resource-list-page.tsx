import { DownOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { AuditResource } from '@workbench/contracts';
import { Button, Dropdown, Input, Table, type TableColumnsType, type TableProps, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from './admin-page';
import { DeleteSelectedButton } from './delete-selected-button';
import { HistoryButton } from './history/history-button';
import { LoadFailedAlert } from './load-failed-alert';
import type { ResourceList } from './use-resource-list';
import './resource-list-page.css';

/** The toolbar's "New": one button, or a menu of the kinds there are to create. */
export type CreateAction =
  | { label?: string; onClick(): void }
  | { label?: string; choices: readonly { key: string; label: string }[]; onChoose(key: string): void };

export interface ResourceListPageProps<Row extends { id: string }, Filters extends object> {
  title: string;
  list: ResourceList<Row, Filters>;
  /** The resource's own columns; sortable ones use list.paging.sortOrderOf. */
  columns: TableColumnsType<Row>;
  /** The row's buttons (RowActions), in a last "Actions" column kept at the right edge. */
  rowActions?(row: Row): ReactNode;
  actionsWidth?: number;
  search: { label: string; placeholder: string; className?: string; enterButton?: boolean };
  /** Filters beside the search box. */
  filters?: ReactNode;
  create?: CreateAction;
  /** The page's other buttons after "New" (import, export, …). */
  actions?: ReactNode;
  /** Rows selectable for "Delete selected": their name, for the checkbox's accessible name. */
  rowName?(row: Row): string;
  /** Why a row cannot be selected for deletion (the built-in admin account), or null. */
  selectionLock?(row: Row): string | null;
  /** What else goes with deleted records, in the "Delete selected" question. */
  deleteWarning?: string;
  /** Whose change history the toolbar offers (administrators only). */
  history?: AuditResource;
  /** A "Refresh" button at the toolbar's end. */
  refreshButton?: boolean;
  /** Beside the table (application management's tags). */
  aside?: ReactNode;
  table?: Pick<TableProps<Row>, 'size' | 'scroll' | 'tableLayout' | 'locale' | 'className'>;
  /** The page's dialogs and drawers. */
  children?: ReactNode;
}

function CreateButton({ create }: { create: CreateAction }) {
  const { t } = useTranslation();
  const label = create.label ?? t('admin.create');
  if ('choices' in create) {
    return (
      <Dropdown
        trigger={['click']}
        menu={{
          items: create.choices.map(({ key, label }) => ({ key, label })),
          onClick: ({ key }) => create.onChoose(key),
        }}
      >
        <Button type="primary" icon={<PlusOutlined aria-hidden />}>
          {label} <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
    );
  }
  return (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={create.onClick}>
      {label}
    </Button>
  );
}

/**
 * An administration list page: title, search, the page's filters, New, its other buttons, Delete
 * selected, change history; the load failure with "Try again"; the table paged and sorted by the
 * server, with each row's buttons. A resource's page is its columns, its buttons and its dialogs.
 */
export function ResourceListPage<Row extends { id: string }, Filters extends object>(
  props: ResourceListPageProps<Row, Filters>,
) {
  const { t } = useTranslation();
  const { list, rowName, selectionLock } = props;
  const { paging, answer } = list;
  const selectable = list.deletable && rowName !== undefined;

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

  const toolbar = (
    <>
      <Input.Search
        className={props.search.className ?? 'wb-admin-list-search'}
        aria-label={props.search.label}
        placeholder={props.search.placeholder}
        enterButton={props.search.enterButton ? t('admin.search') : undefined}
        allowClear
        // The typed text stays in the box; clearing it shows everything again.
        onSearch={paging.setFilter}
      />
      {props.filters}
      {props.create ? <CreateButton create={props.create} /> : null}
      {props.actions}
      {selectable ? (
        <DeleteSelectedButton
          count={list.selectedIds.length}
          deleting={list.deleting}
          description={props.deleteWarning}
          onConfirm={() => list.deleteRows([...list.selectedIds])}
        />
      ) : null}
      {props.history ? <HistoryButton resource={props.history} /> : null}
      {props.refreshButton ? (
        <Tooltip title={t('admin.refresh')}>
          <Button
            icon={<ReloadOutlined aria-hidden />}
            aria-label={t('admin.refresh')}
            onClick={() => void list.refresh()}
          />
        </Tooltip>
      ) : null}
    </>
  );

  const table = (
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
          selectable
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

  return (
    <AdminPage title={props.title} toolbar={toolbar}>
      {props.aside ? (
        <div className="wb-admin-list-layout">
          {props.aside}
          <div className="wb-admin-list-table">{table}</div>
        </div>
      ) : (
        table
      )}
      {props.children}
    </AdminPage>
  );
}
