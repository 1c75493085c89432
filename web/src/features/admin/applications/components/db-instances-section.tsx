import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DbInstanceAdmin } from '@workbench/contracts';
import { Button, Popconfirm, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccessNotice } from '../../../../ui/notices';
import { HistoryButton } from '../../shared/history/history-button';
import { usePagedList } from '../../shared/use-paged-list';
import { deleteDbInstances } from '../api/delete-db-instances';
import { useDbInstancePage } from '../api/get-db-instance-page';
import { refreshDbInstances } from '../api/query-keys';
import { DbInstanceModal } from './db-instance-modal';
import { ignoreFailure } from './ignore-failure';

/** The sub-systems (database instances) of one application and their data permissions. */
export function DbInstancesSection({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = usePagedList<DbInstanceAdmin>({ field: 'order', order: 'ascend' });
  const page = useDbInstancePage({ ...list.request, applicationId });
  // undefined: no dialog; null: a new sub-system.
  const [editing, setEditing] = useState<DbInstanceAdmin | null | undefined>(undefined);

  const remove = useMutation({
    mutationFn: (ids: string[]) => deleteDbInstances(ids),
    onSuccess: ({ deleted }) => {
      void showSuccessNotice(t('admin.deleted', { count: deleted }));
      void refreshDbInstances(queryClient);
    },
  });

  const columns: TableColumnsType<DbInstanceAdmin> = [
    {
      key: 'code',
      dataIndex: 'code',
      title: t('adminApps.db.code'),
      sorter: true,
      sortOrder: list.sortOrderOf('code'),
    },
    {
      key: 'displayName',
      dataIndex: 'displayName',
      title: t('adminApps.db.displayName'),
      sorter: true,
      sortOrder: list.sortOrderOf('displayName'),
    },
    {
      key: 'dataPermissions',
      title: t('adminApps.db.dataPermissions'),
      render: (_, row) =>
        row.dataPermissionOutputs.map((permission) => <Tag key={permission.id}>{permission.displayName}</Tag>),
    },
    {
      key: 'actions',
      title: t('admin.actions'),
      width: 96,
      render: (_, row) => (
        <span className="wb-apps-row-actions">
          <Button
            type="text"
            icon={<EditOutlined aria-hidden />}
            aria-label={t('adminApps.db.edit', { name: row.displayName })}
            onClick={() => setEditing(row)}
          />
          <Popconfirm
            title={t('adminApps.db.deleteTitle', { name: row.displayName })}
            description={t('adminApps.db.deleteWarning')}
            okText={t('admin.delete')}
            cancelText={t('admin.cancel')}
            onConfirm={() => remove.mutateAsync([row.id]).catch(ignoreFailure)}
          >
            <Button
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('adminApps.db.delete', { name: row.displayName })}
            />
          </Popconfirm>
        </span>
      ),
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
      <Table<DbInstanceAdmin>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={page.data?.items ?? []}
        loading={page.isFetching}
        onChange={list.onTableChange}
        pagination={list.pagination(page.data?.totalCount ?? 0)}
        scroll={{ x: 'max-content' }}
      />
      {editing !== undefined ? (
        <DbInstanceModal applicationId={applicationId} dbInstance={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </section>
  );
}
