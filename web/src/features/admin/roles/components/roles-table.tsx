import type { RoleListItem } from '@workbench/contracts';
import { Button, Popconfirm, Table, type TableColumnsType, type TableProps, Tag, Tooltip } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../../lib/format-time';
import { isPermissionCode, PERMISSION_LABEL_KEYS } from '../model/permission-tree';

/** Tags shown per row before the rest fold into "+N": a role with every permission stays one line. */
const SHOWN_PERMISSIONS = 3;

export interface RolesTableProps {
  roles: readonly RoleListItem[];
  loading: boolean;
  pagination: TableProps<RoleListItem>['pagination'];
  onChange: TableProps<RoleListItem>['onChange'];
  sortOrderOf(field: string): SortOrder;
  selectedIds: readonly string[];
  onSelect(ids: string[]): void;
  onEdit(id: string): void;
  onDelete(role: RoleListItem): void;
}

export function RolesTable(props: RolesTableProps) {
  const { t } = useTranslation();
  const { sortOrderOf, onEdit, onDelete } = props;
  const labelOf = (code: string) => (isPermissionCode(code) ? t(PERMISSION_LABEL_KEYS[code]) : code);

  const columns: TableColumnsType<RoleListItem> = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('adminRoles.column.name'),
      sorter: true,
      sortOrder: sortOrderOf('name'),
    },
    { key: 'description', dataIndex: 'description', title: t('adminRoles.column.description'), ellipsis: true },
    {
      key: 'permissionCodes',
      title: t('adminRoles.column.permissions'),
      render: (_, role) => {
        const labels = role.permissionCodes.map(labelOf);
        const rest = labels.length - SHOWN_PERMISSIONS;
        return (
          <span className="wb-role-tags">
            {labels.slice(0, SHOWN_PERMISSIONS).map((label) => (
              <Tag key={label}>{label}</Tag>
            ))}
            {rest > 0 ? (
              <Tooltip title={labels.slice(SHOWN_PERMISSIONS).join(', ')}>
                <Tag>{t('adminRoles.column.morePermissions', { count: rest })}</Tag>
              </Tooltip>
            ) : null}
          </span>
        );
      },
    },
    {
      key: 'applicationCount',
      dataIndex: 'applicationCount',
      title: t('adminRoles.column.applications'),
      align: 'end',
    },
    {
      key: 'memberCount',
      dataIndex: 'memberCount',
      title: t('adminRoles.column.members'),
      align: 'end',
      sorter: true,
      sortOrder: sortOrderOf('memberCount'),
    },
    {
      key: 'creationTime',
      dataIndex: 'creationTime',
      title: t('adminRoles.column.created'),
      sorter: true,
      sortOrder: sortOrderOf('creationTime'),
      render: (value: string) => formatTime(value, { justNow: t('time.justNow') }),
    },
    {
      key: 'actions',
      title: t('admin.actions'),
      render: (_, role) => (
        <span className="wb-role-actions">
          <Button
            type="link"
            size="small"
            aria-label={t('adminRoles.editNamed', { name: role.name })}
            onClick={() => onEdit(role.id)}
          >
            {t('admin.edit')}
          </Button>
          <Popconfirm
            title={t('adminRoles.deleteConfirmNamed', { name: role.name })}
            description={t('admin.deleteConfirmText')}
            okText={t('admin.delete')}
            cancelText={t('admin.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(role)}
          >
            <Button type="link" size="small" danger aria-label={t('adminRoles.deleteNamed', { name: role.name })}>
              {t('admin.delete')}
            </Button>
          </Popconfirm>
        </span>
      ),
    },
  ];

  return (
    <Table<RoleListItem>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={[...props.roles]}
      loading={props.loading}
      pagination={props.pagination}
      onChange={props.onChange}
      rowSelection={{
        selectedRowKeys: [...props.selectedIds],
        preserveSelectedRowKeys: true,
        onChange: (keys) => props.onSelect(keys.map(String)),
        getTitleCheckboxProps: () => ({ 'aria-label': t('adminRoles.selectAll') }),
        getCheckboxProps: (role) => ({ 'aria-label': t('adminRoles.selectNamed', { name: role.name }) }),
      }}
      scroll={{ x: 'max-content' }}
    />
  );
}
