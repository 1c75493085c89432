import type { RoleListItem } from '@workbench/contracts';
import { type TableColumnsType, Tag, Tooltip } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../../lib/format-time';
import { isPermissionCode, PERMISSION_LABEL_KEYS } from '../model/permission-tree';

/** Tags shown per row before the rest fold into "+N": a role with every permission stays one line. */
const SHOWN_PERMISSIONS = 3;

/** The role list's columns, sorted by the server. */
export function useRoleColumns(sortOrderOf: (field: string) => SortOrder): TableColumnsType<RoleListItem> {
  const { t } = useTranslation();
  const labelOf = (code: string) => (isPermissionCode(code) ? t(PERMISSION_LABEL_KEYS[code]) : code);
  return [
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
  ];
}
