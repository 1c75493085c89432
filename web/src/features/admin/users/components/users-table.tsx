import type { LeadUserListItem } from '@workbench/contracts';
import { isBuiltInAdmin } from '@workbench/contracts';
import { Table, type TableColumnsType, type TablePaginationConfig, type TableProps, Tag, Tooltip } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../../stores/session-store';
import { EnabledSwitch } from './enabled-switch';
import { UserRowActions, type UserRowHandlers } from './user-row-actions';

export interface UsersTableProps {
  users: readonly LeadUserListItem[];
  loading: boolean;
  pagination: TablePaginationConfig;
  /** usePagedList's handler: pagination and the sorted column's key and order. */
  onChange: NonNullable<TableProps<LeadUserListItem>['onChange']>;
  sortOrderOf(field: string): SortOrder;
  selectedIds: readonly string[];
  onSelect(ids: string[]): void;
  /** The account whose enabled switch is being saved. */
  togglingId: string | null;
  onToggleEnabled(user: LeadUserListItem, enabled: boolean): void;
  handlers: UserRowHandlers;
}

/** The user list: server-paged and server-sorted; the admin account cannot be selected, disabled or deleted. */
export function UsersTable(props: UsersTableProps) {
  const { t } = useTranslation();
  const ownId = useSessionStore((state) => state.userId);
  const sortable = (field: string) => ({
    key: field,
    dataIndex: field,
    sorter: true,
    sortOrder: props.sortOrderOf(field),
  });

  const columns: TableColumnsType<LeadUserListItem> = [
    {
      ...sortable('userName'),
      title: t('adminUsers.userName'),
      render: (_value, user) => (
        <>
          {user.userName}
          {user.id === ownId ? <Tag className="wb-users-you">{t('adminUsers.you')}</Tag> : null}
        </>
      ),
    },
    { ...sortable('name'), title: t('adminUsers.name') },
    { ...sortable('email'), title: t('adminUsers.email') },
    { ...sortable('phoneNumber'), title: t('adminUsers.phoneNumber') },
    {
      key: 'roles',
      title: t('adminUsers.roles'),
      render: (_value, user) => user.roleNames.map((role) => <Tag key={role}>{role}</Tag>),
    },
    {
      ...sortable('enabled'),
      title: t('adminUsers.enabled'),
      render: (_value, user) => (
        <EnabledSwitch user={user} saving={props.togglingId === user.id} onToggle={props.onToggleEnabled} />
      ),
    },
    {
      key: 'isAdmin',
      title: t('adminUsers.isAdmin'),
      render: (_value, user) => (user.isAdmin ? <Tag color="blue">{t('admin.yes')}</Tag> : t('admin.no')),
    },
    {
      key: 'actions',
      title: t('admin.actions'),
      fixed: 'right',
      render: (_value, user) => <UserRowActions user={user} handlers={props.handlers} />,
    },
  ];

  return (
    <Table<LeadUserListItem>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={props.users}
      loading={props.loading}
      pagination={props.pagination}
      // The shared handler is typed for any row; it reads no row data, so the row type may be widened.
      onChange={props.onChange}
      // Narrow screens (down to 360 px) scroll the table sideways rather than squeezing columns.
      scroll={{ x: 'max-content' }}
      rowSelection={{
        selectedRowKeys: [...props.selectedIds],
        // The selection is a set of accounts to delete, and it survives turning the page.
        preserveSelectedRowKeys: true,
        onChange: (keys) => props.onSelect(keys.map(String)),
        getCheckboxProps: (user) => ({
          disabled: isBuiltInAdmin(user.userName),
          'aria-label': t('adminUsers.selectRow', { userName: user.userName }),
        }),
        renderCell: (_checked, user, _index, node) =>
          isBuiltInAdmin(user.userName) ? (
            <Tooltip title={t('adminUsers.builtInAdmin')}>
              <span>{node}</span>
            </Tooltip>
          ) : (
            node
          ),
      }}
    />
  );
}
