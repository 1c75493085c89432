import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadUserListItem } from '@workbench/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccessNotice } from '../../../ui/notices';
import { AdminPage } from '../shared/admin-page';
import { LoadFailedAlert } from '../shared/load-failed-alert';
import { usePagedList } from '../shared/use-paged-list';
import { deleteUsers } from './api/delete-users';
import { editUser } from './api/edit-user';
import { exportUsers } from './api/export-users';
import { useUsers } from './api/get-users';
import { usersQueryKeys } from './api/users-query-keys';
import { FaceDialog } from './components/face-dialog';
import { ResetPasswordDialog } from './components/reset-password-dialog';
import { UserFormDialog } from './components/user-form-dialog';
import { toEditRequest, toFormValues } from './components/user-form-values';
import type { UserRowHandlers } from './components/user-row-actions';
import { UsersTable } from './components/users-table';
import { UsersToolbar } from './components/users-toolbar';
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
  const list = usePagedList<LeadUserListItem>({ field: 'userName', order: 'ascend' });
  const users = useUsers(list.request);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [dialog, setDialog] = useState<UserDialog | null>(null);

  const refreshList = () => queryClient.invalidateQueries({ queryKey: usersQueryKeys.lists });

  const remove = useMutation({
    mutationFn: deleteUsers,
    onSuccess(result, ids) {
      void showSuccessNotice(t('admin.deleted', { count: result.deleted }));
      setSelectedIds((selected) => selected.filter((id) => !ids.includes(id)));
    },
    onSettled: () => refreshList(),
  });

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

  // Deleting the last rows of the last page leaves it empty: step back to the new last page.
  const total = users.data?.totalCount ?? 0;
  const rowsOnPage = users.data?.items.length;
  const { keepPageInRange } = list;
  useEffect(() => {
    if (rowsOnPage !== undefined) keepPageInRange(total, rowsOnPage);
  }, [total, rowsOnPage, keepPageInRange]);

  const handlers: UserRowHandlers = {
    onEdit: (user) => setDialog({ kind: 'edit', user }),
    onResetPassword: (user) => setDialog({ kind: 'password', user }),
    onFace: (user) => setDialog({ kind: 'face', user }),
    onDelete: (user) => remove.mutate([user.id]),
  };
  const closeDialog = () => setDialog(null);

  return (
    <AdminPage
      title={t('route.user')}
      toolbar={
        <UsersToolbar
          selectedCount={selectedIds.length}
          deleting={remove.isPending}
          exporting={startExport.isPending}
          onSearch={list.setFilter}
          onCreate={() => setDialog({ kind: 'create' })}
          onDeleteSelected={() => remove.mutate(selectedIds)}
          onExport={() => startExport.mutate()}
          onRefresh={() => void refreshList()}
        />
      }
    >
      {users.isError ? <LoadFailedAlert error={users.error} onRetry={() => void users.refetch()} /> : null}
      <UsersTable
        users={users.data?.items ?? []}
        loading={users.isFetching}
        pagination={list.pagination(total)}
        onChange={list.onTableChange}
        sortOrderOf={list.sortOrderOf}
        selectedIds={selectedIds}
        onSelect={setSelectedIds}
        togglingId={toggle.isPending ? (toggle.variables?.user.id ?? null) : null}
        onToggleEnabled={(user, enabled) => toggle.mutate({ user, enabled })}
        handlers={handlers}
      />
      {dialog?.kind === 'create' ? <UserFormDialog userId={null} onClose={closeDialog} /> : null}
      {dialog?.kind === 'edit' ? <UserFormDialog userId={dialog.user.id} onClose={closeDialog} /> : null}
      {dialog?.kind === 'password' ? <ResetPasswordDialog user={dialog.user} onClose={closeDialog} /> : null}
      {dialog?.kind === 'face' ? <FaceDialog user={dialog.user} onClose={closeDialog} /> : null}
    </AdminPage>
  );
}
