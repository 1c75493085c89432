import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApplicationAdmin, INTEGRATION_IN_APP, SWITCH_IN_APP } from '@workbench/contracts';
import { Button, Popconfirm, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../../stores/session-store';
import { showSuccessNotice } from '../../../../ui/notices';
import { applicationName } from '../../../appbox';
import { LoadFailedAlert } from '../../shared/load-failed-alert';
import type { usePagedList } from '../../shared/use-paged-list';
import { deleteApplications } from '../api/delete-applications';
import { applicationQueryKey } from '../api/get-application';
import { useApplicationPage } from '../api/get-application-page';
import { refreshCatalogue } from '../api/query-keys';
import { ignoreFailure } from './ignore-failure';
import { LogoThumb } from './logo-thumb';

export interface ApplicationsTableProps {
  list: ReturnType<typeof usePagedList<ApplicationAdmin>>;
  tagId: string | null;
  selectedIds: readonly string[];
  onSelectedIdsChange(ids: string[]): void;
  onEdit(application: ApplicationAdmin): void;
}

/** The application list, paged, sorted and searched by the server. */
export function ApplicationsTable({ list, tagId, selectedIds, onSelectedIdsChange, onEdit }: ApplicationsTableProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const language = useSessionStore((s) => s.language);
  const page = useApplicationPage({ ...list.request, ...(tagId ? { tagId } : {}) });

  const remove = useMutation({
    mutationFn: (ids: string[]) => deleteApplications(ids),
    onSuccess: ({ deleted }, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: applicationQueryKey(id) });
      onSelectedIdsChange(selectedIds.filter((id) => !ids.includes(id)));
      void showSuccessNotice(t('admin.deleted', { count: deleted }));
      void refreshCatalogue(queryClient);
    },
  });

  const sortable = (key: string) => ({ key, sorter: true, sortOrder: list.sortOrderOf(key) });
  const columns: TableColumnsType<ApplicationAdmin> = [
    {
      // Logo and the three names in one column, so that the list fits beside the tags without
      // scrolling its last columns under the fixed actions.
      ...sortable('displayName'),
      dataIndex: 'displayName',
      title: t('adminApps.column.application'),
      render: (_, row) => (
        <span className="wb-apps-name-cell">
          <LogoThumb logo={row.applicationLogo} name={applicationName(row, language)} />
          <span className="wb-apps-names">
            <span lang="zh-Hans">{row.displayName}</span>
            <span className="wb-apps-muted">
              <span lang="en">{row.enName}</span>
              {row.enName && row.aliasName ? ' · ' : null}
              <span lang="de-DE">{row.aliasName}</span>
            </span>
          </span>
        </span>
      ),
    },
    {
      key: 'tagName',
      title: t('adminApps.field.tag'),
      render: (_, row) => row.tagName ?? <span className="wb-apps-muted">{t('adminApps.untagged')}</span>,
    },
    {
      key: 'opening',
      title: t('adminApps.column.opening'),
      render: (_, row) => (
        <span className="wb-apps-names">
          <span>{row.switchMethod === SWITCH_IN_APP ? t('adminApps.switch.inApp') : t('adminApps.switch.newTab')}</span>
          <span className="wb-apps-muted">
            {row.integrationMethod === INTEGRATION_IN_APP
              ? t('adminApps.integration.subApplication')
              : t('adminApps.integration.byAddress')}
          </span>
        </span>
      ),
    },
    { key: 'dbInstanceCount', dataIndex: 'dbInstanceCount', title: t('adminApps.column.dbInstances'), align: 'right' },
    { key: 'menuCount', dataIndex: 'menuCount', title: t('adminApps.column.menus'), align: 'right' },
    {
      ...sortable('order'),
      title: t('adminApps.column.order'),
      align: 'right',
      render: (_, row) => row.order + 1,
    },
    {
      key: 'actions',
      title: t('admin.actions'),
      fixed: 'right',
      width: 96,
      render: (_, row) => (
        <span className="wb-apps-row-actions">
          <Button
            type="text"
            icon={<EditOutlined aria-hidden />}
            aria-label={t('adminApps.editNamed', { name: applicationName(row, language) })}
            onClick={() => onEdit(row)}
          />
          <Popconfirm
            title={t('adminApps.deleteTitle', { name: applicationName(row, language) })}
            description={t('adminApps.deleteWarning')}
            okText={t('admin.delete')}
            cancelText={t('admin.cancel')}
            onConfirm={() => remove.mutateAsync([row.id]).catch(ignoreFailure)}
          >
            <Button
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('adminApps.deleteNamed', { name: applicationName(row, language) })}
            />
          </Popconfirm>
        </span>
      ),
    },
  ];

  return (
    <div className="wb-apps-table">
      {selectedIds.length > 0 ? (
        <div className="wb-apps-section-toolbar">
          <Popconfirm
            title={t('admin.deleteConfirmTitle', { count: selectedIds.length })}
            description={t('adminApps.deleteWarning')}
            okText={t('admin.delete')}
            cancelText={t('admin.cancel')}
            onConfirm={() => remove.mutateAsync([...selectedIds]).catch(ignoreFailure)}
          >
            <Button danger icon={<DeleteOutlined aria-hidden />}>
              {t('admin.deleteSelected', { count: selectedIds.length })}
            </Button>
          </Popconfirm>
        </div>
      ) : null}
      {page.isError ? <LoadFailedAlert error={page.error} onRetry={() => void page.refetch()} /> : null}
      <Table<ApplicationAdmin>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={page.data?.items ?? []}
        loading={page.isFetching}
        rowSelection={{
          selectedRowKeys: [...selectedIds],
          onChange: (keys) => onSelectedIdsChange(keys.map(String)),
        }}
        onChange={list.onTableChange}
        pagination={list.pagination(page.data?.totalCount ?? 0)}
        // As wide as the page and laid out by content: long names wrap, so every column fits beside
        // the fixed action column; only a page too narrow even for wrapped text scrolls under it.
        scroll={{ x: '100%' }}
        tableLayout="auto"
      />
    </div>
  );
}
