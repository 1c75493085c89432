import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleListItem } from '@workbench/contracts';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccessNotice } from '../../../ui/notices';
import { AdminPage } from '../shared/admin-page';
import { DeleteSelectedButton } from '../shared/delete-selected-button';
import { HistoryButton } from '../shared/history/history-button';
import { LoadFailedAlert } from '../shared/load-failed-alert';
import { usePagedList } from '../shared/use-paged-list';
import { deleteRoles } from './api/delete-roles';
import { useRoles } from './api/get-roles';
import { rolesQueryKeys } from './api/role-query-keys';
import { RoleEditor } from './components/role-editor';
import { RolesTable } from './components/roles-table';
import './roles-page.css';

/** Which role the editor shows: null id for a new one; no editor while this is null. */
type Editing = { id: string | null } | null;

/**
 * Role management (/RoleMgr, docs/api.md §5 `role`): the paged, server-sorted list with search, new,
 * edit, delete (one or the selected ones) and the change history.
 */
export function RolesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = usePagedList<RoleListItem>({ field: 'name', order: 'ascend' });
  const roles = useRoles(list.request);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [editing, setEditing] = useState<Editing>(null);

  const remove = useMutation({
    mutationFn: deleteRoles,
    onSuccess(result, ids) {
      void showSuccessNotice(t('admin.deleted', { count: result.deleted }));
      setSelectedIds((selected) => selected.filter((id) => !ids.includes(id)));
      void queryClient.invalidateQueries({ queryKey: rolesQueryKeys.all });
    },
  });

  const toolbar = (
    <>
      <Input.Search
        className="wb-role-search"
        aria-label={t('admin.search')}
        placeholder={t('admin.searchPlaceholder')}
        allowClear
        onSearch={list.setFilter}
      />
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ id: null })}>
        {t('admin.create')}
      </Button>
      <DeleteSelectedButton
        count={selectedIds.length}
        deleting={remove.isPending}
        onConfirm={() => remove.mutate([...selectedIds])}
      />
      <HistoryButton resource="role" />
    </>
  );

  return (
    <AdminPage title={t('route.roleMgr')} toolbar={toolbar}>
      {roles.isError ? <LoadFailedAlert error={roles.error} onRetry={() => void roles.refetch()} /> : null}
      <RolesTable
        roles={roles.data?.items ?? []}
        loading={roles.isFetching}
        pagination={list.pagination(roles.data?.totalCount ?? 0)}
        onChange={list.onTableChange}
        sortOrderOf={list.sortOrderOf}
        selectedIds={selectedIds}
        onSelect={setSelectedIds}
        onEdit={(id) => setEditing({ id })}
        onDelete={(role) => remove.mutate([role.id])}
      />
      {editing ? <RoleEditor key={editing.id ?? 'new'} roleId={editing.id} onClose={() => setEditing(null)} /> : null}
    </AdminPage>
  );
}
