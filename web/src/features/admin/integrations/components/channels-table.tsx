import {
  ApiOutlined,
  DeleteOutlined,
  EditOutlined,
  MailOutlined,
  ProfileOutlined,
  RobotOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChannelKind, ChannelListItem } from '@workbench/contracts';
import { Button, Popconfirm, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../../lib/format-time';
import { showSuccessNotice } from '../../../../ui/notices';
import { LoadFailedAlert } from '../../shared/load-failed-alert';
import type { usePagedList } from '../../shared/use-paged-list';
import { deleteChannels } from '../api/delete-channels';
import { type ChannelPageQuery, useChannelPage } from '../api/get-channel-page';
import { channelKeys, refreshChannels } from '../api/query-keys';

const KIND_ICONS: Record<ChannelKind, ReactNode> = {
  email: <MailOutlined aria-hidden />,
  robot: <RobotOutlined aria-hidden />,
  plugin: <ApiOutlined aria-hidden />,
};

export interface ChannelsTableProps {
  list: ReturnType<typeof usePagedList<ChannelListItem>>;
  kind: ChannelKind | undefined;
  onEdit(channel: ChannelListItem): void;
  onSendTest(channel: ChannelListItem): void;
  onShowLog(channel: ChannelListItem): void;
}

/** Deleting fails with the service's message, which the portal already shows; nothing else to do here. */
const ignoreFailure = () => undefined;

/** Every channel with its kind, target and state (last delivery, last error, waiting messages). */
export function ChannelsTable({ list, kind, onEdit, onSendTest, onShowLog }: ChannelsTableProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query: ChannelPageQuery = { ...list.request, ...(kind ? { kind } : {}) };
  const page = useChannelPage(query);
  const time = (value: string | null) => (value ? formatTime(value, { justNow: t('time.justNow') }) : null);
  const none = <span className="wb-int-muted">{t('adminIntegrations.state.never')}</span>;

  const remove = useMutation({
    mutationFn: (ids: string[]) => deleteChannels(ids),
    onSuccess: ({ deleted }, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: channelKeys.one(id) });
      void showSuccessNotice(t('admin.deleted', { count: deleted }));
      void refreshChannels(queryClient);
    },
  });

  const sortable = (key: string) => ({ key, sorter: true, sortOrder: list.sortOrderOf(key) });
  const columns: TableColumnsType<ChannelListItem> = [
    {
      ...sortable('kind'),
      title: t('adminIntegrations.column.kind'),
      render: (_, row) => (
        <span className="wb-int-kind">
          {KIND_ICONS[row.kind]} {t(`adminIntegrations.kind.${row.kind}`)}
        </span>
      ),
    },
    { ...sortable('name'), dataIndex: 'name', title: t('adminIntegrations.column.name') },
    {
      key: 'target',
      title: t('adminIntegrations.column.target'),
      render: (_, row) => <span className="wb-int-target">{row.target}</span>,
    },
    {
      key: 'enabled',
      title: t('adminIntegrations.column.enabled'),
      render: (_, row) =>
        row.enabled ? (
          <Tag color="green">{t('adminIntegrations.state.enabled')}</Tag>
        ) : (
          <Tag>{t('adminIntegrations.state.disabled')}</Tag>
        ),
    },
    {
      key: 'lastDelivery',
      title: t('adminIntegrations.column.lastDelivery'),
      render: (_, row) => time(row.state.lastDeliveryTime) ?? none,
    },
    {
      key: 'lastError',
      title: t('adminIntegrations.column.lastError'),
      render: (_, row) =>
        row.state.lastError ? (
          <span className="wb-int-error-cell">
            <span className="wb-int-error-text">{row.state.lastError}</span>
            <span className="wb-int-muted">{time(row.state.lastErrorTime)}</span>
          </span>
        ) : (
          <span className="wb-int-muted">{t('adminIntegrations.state.noError')}</span>
        ),
    },
    {
      key: 'waiting',
      title: t('adminIntegrations.column.waiting'),
      align: 'right',
      render: (_, row) => row.state.waiting,
    },
    {
      key: 'actions',
      title: t('admin.actions'),
      fixed: 'right',
      width: 168,
      render: (_, row) => (
        <span className="wb-int-row-actions">
          <Tooltip title={t('adminIntegrations.test.action')}>
            <Button
              type="text"
              icon={<SendOutlined aria-hidden />}
              aria-label={t('adminIntegrations.test.actionNamed', { name: row.name })}
              onClick={() => onSendTest(row)}
            />
          </Tooltip>
          <Tooltip title={t('adminIntegrations.log.action')}>
            <Button
              type="text"
              icon={<ProfileOutlined aria-hidden />}
              aria-label={t('adminIntegrations.log.actionNamed', { name: row.name })}
              onClick={() => onShowLog(row)}
            />
          </Tooltip>
          <Button
            type="text"
            icon={<EditOutlined aria-hidden />}
            aria-label={t('adminIntegrations.editNamed', { name: row.name })}
            onClick={() => onEdit(row)}
          />
          <Popconfirm
            title={t('adminIntegrations.deleteTitle', { name: row.name })}
            description={t('adminIntegrations.deleteWarning')}
            okText={t('admin.delete')}
            cancelText={t('admin.cancel')}
            onConfirm={() => remove.mutateAsync([row.id]).catch(ignoreFailure)}
          >
            <Button
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('adminIntegrations.deleteNamed', { name: row.name })}
            />
          </Popconfirm>
        </span>
      ),
    },
  ];

  return (
    <div className="wb-int-table">
      {page.isError ? <LoadFailedAlert error={page.error} onRetry={() => void page.refetch()} /> : null}
      <Table<ChannelListItem>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={page.data?.items ?? []}
        loading={page.isFetching}
        onChange={list.onTableChange}
        pagination={list.pagination(page.data?.totalCount ?? 0)}
        locale={{ emptyText: t('adminIntegrations.empty') }}
        scroll={{ x: '100%' }}
        tableLayout="auto"
      />
    </div>
  );
}
