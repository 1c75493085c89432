import type { RoleListItem } from '@workbench/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '../shared/resource-list-page';
import { RowActions } from '../shared/row-actions';
import { useResourceList } from '../shared/use-resource-list';
import { deleteRoles } from './api/delete-roles';
import { rolesPageQueryOptions } from './api/get-roles';
import { rolesQueryKeys } from './api/role-query-keys';
import { useRoleColumns } from './components/role-columns';
import { RoleEditor } from './components/role-editor';
import './roles-page.css';

/** Which role the editor shows: null id for a new one; no editor while this is null. */
type Editing = { id: string | null } | null;

/**
 * Role management (/RoleMgr, docs/api.md §5 `role`): the paged, server-sorted list with search, new,
 * edit, delete (one or the selected ones) and the change history.
 */
export function RolesPage() {
  const { t } = useTranslation();
  const list = useResourceList<RoleListItem>({
    initialSort: { field: 'name', order: 'ascend' },
    query: rolesPageQueryOptions,
    remove: deleteRoles,
    refresh: (client) => client.invalidateQueries({ queryKey: rolesQueryKeys.all }),
  });
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <ResourceListPage
      title={t('route.roleMgr')}
      list={list}
      columns={useRoleColumns(list.paging.sortOrderOf)}
      rowActions={(role) => (
        <RowActions
          name={role.name}
          onEdit={() => setEditing({ id: role.id })}
          remove={{
            title: t('adminRoles.deleteConfirmNamed', { name: role.name }),
            onConfirm: () => list.deleteRows([role.id]),
          }}
        />
      )}
      search={{ label: t('admin.search'), placeholder: t('admin.searchPlaceholder') }}
      create={{ onClick: () => setEditing({ id: null }) }}
      rowName={(role) => role.name}
      history="role"
    >
      {editing ? <RoleEditor key={editing.id ?? 'new'} roleId={editing.id} onClose={() => setEditing(null)} /> : null}
    </ResourceListPage>
  );
}
