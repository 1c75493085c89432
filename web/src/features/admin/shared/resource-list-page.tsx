import { DownOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { AuditResource } from '@workbench/contracts';
import { Button, Dropdown, Input, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from './admin-page';
import { DeleteSelectedButton } from './delete-selected-button';
import { HistoryButton } from './history/history-button';
import { ResourceTable, type ResourceTableProps } from './resource-table';
import type { ResourceList } from './use-resource-list';
import './resource-list-page.css';

/** The toolbar's "New": one button, or a menu of the kinds there are to create. */
export type CreateAction =
  | { label?: string; onClick(): void }
  | { label?: string; choices: readonly { key: string; label: string }[]; onChoose(key: string): void };

export interface ResourceListPageProps<Row extends { id: string }, Filters extends object>
  extends ResourceTableProps<Row, Filters> {
  title: string;
  list: ResourceList<Row, Filters>;
  search: { label: string; placeholder: string; className?: string; enterButton?: boolean };
  /** Filters beside the search box. */
  filters?: ReactNode;
  create?: CreateAction;
  /** The page's other buttons after "New" (import, export, …). */
  actions?: ReactNode;
  /** What else goes with deleted records, in the "Delete selected" question. */
  deleteWarning?: string;
  /** "Delete selected" only once rows are selected, for a toolbar with no room to spare. */
  deleteSelectedOnlyWhenChosen?: boolean;
  /** Whose change history the toolbar offers (administrators only). */
  history?: AuditResource;
  /** A "Refresh" button at the toolbar's end. */
  refreshButton?: boolean;
  /** Beside the table (application management's tags). */
  aside?: ReactNode;
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
  const { list, rowName } = props;
  const { paging } = list;
  const selectable = list.deletable && rowName !== undefined;

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
      {selectable && (list.selectedIds.length > 0 || !props.deleteSelectedOnlyWhenChosen) ? (
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
    <ResourceTable
      list={list}
      columns={props.columns}
      rowActions={props.rowActions}
      actionsWidth={props.actionsWidth}
      rowName={rowName}
      selectionLock={props.selectionLock}
      table={props.table}
    />
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
