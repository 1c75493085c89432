import type { LeadUserListItem } from '@workbench/contracts';
import { type TableColumnsType, Tag } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../../stores/session-store';
import { EnabledSwitch } from './enabled-switch';

export interface UserColumnsProps {
  sortOrderOf(field: string): SortOrder;
  /** The account whose enabled switch is being saved. */
  togglingId: string | null;
  onToggleEnabled(user: LeadUserListItem, enabled: boolean): void;
}

/** The user list's columns, sorted by the server; the signed-in account is marked "You". */
export function useUserColumns({ sortOrderOf, togglingId, onToggleEnabled }: UserColumnsProps) {
  const { t } = useTranslation();
  const ownId = useSessionStore((state) => state.userId);
  const sortable = (field: string) => ({ key: field, dataIndex: field, sorter: true, sortOrder: sortOrderOf(field) });

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
        <EnabledSwitch user={user} saving={togglingId === user.id} onToggle={onToggleEnabled} />
      ),
    },
    {
      key: 'isAdmin',
      title: t('adminUsers.isAdmin'),
      render: (_value, user) => (user.isAdmin ? <Tag color="blue">{t('admin.yes')}</Tag> : t('admin.no')),
    },
  ];
  return columns;
}
