import { DownloadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isBuiltInAdmin, type LeadUserListItem } from '@workbench/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccessNotice } from '../../../ui/notices';
import { ResourceListPage } from '../shared/resource-list-page';
import { useResourceList } from '../shared/use-resource-list';
import { deleteUsers } from './api/delete-users';
import { editUser } from './api/edit-user';
import { exportUsers } from './api/export-users';
import { usersPageQueryOptions } from './api/get-users';
import { usersQueryKeys } from './api/users-query-keys';
import { FaceDialog } from './components/face-dialog';
import { ResetPasswordDialog } from './components/reset-password-dialog';
import { useUserColumns } from './components/user-columns';
import { UserFormDialog } from './components/user-form-dialog';
import { toEditRequest, toFormValues } from './components/user-form-values';
import { UserRowActions, type UserRowHandlers } from './components/user-row-actions';
import './users-page.css';

/** The dialog open over the list, if any. */
type UserDialog = { kind: 'create' } | { kind: 'edit' | 'password' | 'face'; user: LeadUserListItem };

/**
 * User management (/User, WebBaseService.TeamManagement.UserManage): the paged account list with
 * search, New/Edit, batch delete, enable switch, password reset, face picture, export and the
 * change history. The server checks every call; the protections here only spare useless tries.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refreshList = () => queryClient.invalidateQueries({ queryKey: usersQueryKeys.lists });
  const list = useResourceList<LeadUserListItem>({
    initialSort: { field: 'userName', order: 'ascend' },
    query: usersPageQueryOptions,
    remove: deleteUsers,
    refresh: (client) => client.invalidateQueries({ queryKey: usersQueryKeys.lists }),
  });
  const [dialog, setDialog] = useState<UserDialog | null>(null);

  const toggle = useMutation({
    // Edit replaces the whole record; the row is the server's current copy of all its fields.
    mutationFn: ({ user, enabled }: { user: LeadUserListItem; enabled: boolean }) =>
      editUser(toEditRequest(user.id, { ...toFormValues(user), enabled }), { presentErrors: true }),
    onSuccess: () => void showSuccessNotice(t('admin.saved')),
    onSettled: () => refreshList(),
  });

  const startExport = useMutation({
    mutationFn: exportUsers,
    onSuccess: () => void showSuccessNotice(t('adminUsers.exportStarted')),
  });

  const columns = useUserColumns({
    sortOrderOf: list.paging.sortOrderOf,
    togglingId: toggle.isPending ? (toggle.variables?.user.id ?? null) : null,
    onToggleEnabled: (user, enabled) => toggle.mutate({ user, enabled }),
  });
  const handlers: UserRowHandlers = {
    onEdit: (user) => setDialog({ kind: 'edit', user }),
    onResetPassword: (user) => setDialog({ kind: 'password', user }),
    onFace: (user) => setDialog({ kind: 'face', user }),
    onDelete: (user) => list.deleteRows([user.id]),
  };
  const closeDialog = () => setDialog(null);

  return (
    <ResourceListPage
      title={t('route.user')}
      list={list}
      columns={columns}
      rowActions={(user) => <UserRowActions user={user} handlers={handlers} />}
      search={{
        label: t('adminUsers.searchLabel'),
        placeholder: t('adminUsers.searchPlaceholder'),
        className: 'wb-users-search',
        enterButton: true,
      }}
      create={{ onClick: () => setDialog({ kind: 'create' }) }}
      actions={
        <Button
          icon={<DownloadOutlined aria-hidden />}
          loading={startExport.isPending}
          onClick={() => startExport.mutate()}
        >
          {t('adminUsers.export')}
        </Button>
      }
      rowName={(user) => user.userName}
      selectionLock={(user) => (isBuiltInAdmin(user.userName) ? t('adminUsers.builtInAdmin') : null)}
      history="leadUser"
      refreshButton
    >
      {dialog?.kind === 'create' ? <UserFormDialog userId={null} onClose={closeDialog} /> : null}
      {dialog?.kind === 'edit' ? <UserFormDialog userId={dialog.user.id} onClose={closeDialog} /> : null}
      {dialog?.kind === 'password' ? <ResetPasswordDialog user={dialog.user} onClose={closeDialog} /> : null}
      {dialog?.kind === 'face' ? <FaceDialog user={dialog.user} onClose={closeDialog} /> : null}
    </ResourceListPage>
  );
}
