import { PlusOutlined } from '@ant-design/icons';
import type { DbInstanceAdmin } from '@workbench/contracts';
import { Button, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryButton } from '../../shared/history/history-button';
import { ResourceTable } from '../../shared/resource-table';
import { RowActions } from '../../shared/row-actions';
import { useResourceList } from '../../shared/use-resource-list';
import { deleteDbInstances } from '../api/delete-db-instances';
import { dbInstancePageQueryOptions } from '../api/get-db-instance-page';
import { refreshDbInstances } from '../api/query-keys';
import { DbInstanceModal } from './db-instance-modal';

/** The sub-systems (database instances) of one application and their data permissions. */
export function DbInstancesSection({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const list = useResourceList<DbInstanceAdmin>({
    initialSort: { field: 'order', order: 'ascend' },
    query: (request) => dbInstancePageQueryOptions({ ...request, applicationId }),
    remove: deleteDbInstances,
    refresh: refreshDbInstances,
  });
  // undefined: no dialog; null: a new sub-system.
  const [editing, setEditing] = useState<DbInstanceAdmin | null | undefined>(undefined);
  const { sortOrderOf } = list.paging;

  const columns: TableColumnsType<DbInstanceAdmin> = [
    { key: 'code', dataIndex: 'code', title: t('adminApps.db.code'), sorter: true, sortOrder: sortOrderOf('code') },
    {
      key: 'displayName',
      dataIndex: 'displayName',
      title: t('adminApps.db.displayName'),
      sorter: true,
      sortOrder: sortOrderOf('displayName'),
    },
    {
      key: 'dataPermissions',
      title: t('adminApps.db.dataPermissions'),
      render: (_, row) =>
        row.dataPermissionOutputs.map((permission) => <Tag key={permission.id}>{permission.displayName}</Tag>),
    },
  ];

  return (
    <section className="wb-apps-section" aria-label={t('adminApps.db.title')}>
      <div className="wb-apps-section-toolbar">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
          {t('adminApps.db.create')}
        </Button>
        <HistoryButton resource="dbInstance" />
      </div>
      <ResourceTable
        list={list}
        columns={columns}
        rowActions={(row) => (
          <RowActions
            name={row.displayName}
            editLabel={t('adminApps.db.edit', { name: row.displayName })}
            deleteLabel={t('adminApps.db.delete', { name: row.displayName })}
            onEdit={() => setEditing(row)}
            remove={{
              title: t('adminApps.db.deleteTitle', { name: row.displayName }),
              description: t('adminApps.db.deleteWarning'),
              onConfirm: () => list.deleteRows([row.id]),
            }}
          />
        )}
        actionsWidth={96}
        table={{ size: 'small' }}
      />
      {editing !== undefined ? (
        <DbInstanceModal applicationId={applicationId} dbInstance={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </section>
  );
}
