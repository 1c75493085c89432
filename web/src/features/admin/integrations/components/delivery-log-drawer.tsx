import { ReloadOutlined } from '@ant-design/icons';
import type { Delivery, DeliveryStatus } from '@workbench/contracts';
import { Button, Drawer, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../../lib/format-time';
import { LoadFailedAlert } from '../../shared/load-failed-alert';
import { DELIVERY_LOG_SIZE, useDeliveries } from '../api/get-deliveries';
import type { TestedChannel } from './send-test-dialog';

const STATUS_COLORS: Record<DeliveryStatus, string> = {
  pending: 'default',
  sending: 'processing',
  delivered: 'success',
  failed: 'error',
};

export interface DeliveryLogDrawerProps {
  channel: TestedChannel;
  onClose(): void;
}

/**
 * A channel's delivery log: its latest messages, newest first, with status, attempts, latency and
 * the last error, so an administrator can tell why an alarm did not reach the night shift.
 */
export function DeliveryLogDrawer({ channel, onClose }: DeliveryLogDrawerProps) {
  const { t } = useTranslation();
  const log = useDeliveries(channel.id);
  // formatTime gives an empty text for a time not yet there (a message not delivered).
  const time = (value: string | null) => formatTime(value, { justNow: t('time.justNow') });
  const muted = (text: string) => <span className="wb-int-muted">{text}</span>;

  const columns: TableColumnsType<Delivery> = [
    {
      key: 'creationTime',
      title: t('adminIntegrations.log.queued'),
      width: 170,
      render: (_, row) => time(row.creationTime),
    },
    {
      key: 'recipient',
      title: t('adminIntegrations.log.recipient'),
      render: (_, row) =>
        row.recipient ? (
          <span className="wb-int-target">{row.recipient}</span>
        ) : (
          muted(t(`adminIntegrations.log.defaultRecipient.${channel.kind}`))
        ),
    },
    {
      key: 'status',
      title: t('adminIntegrations.log.status'),
      render: (_, row) => (
        <Tag color={STATUS_COLORS[row.status]}>{t(`adminIntegrations.log.statusName.${row.status}`)}</Tag>
      ),
    },
    { key: 'attempts', title: t('adminIntegrations.log.attempts'), align: 'right', dataIndex: 'attempts' },
    {
      key: 'latency',
      title: t('adminIntegrations.log.latency'),
      align: 'right',
      render: (_, row) =>
        row.latencyMs === null ? '' : t('adminIntegrations.log.milliseconds', { value: row.latencyMs }),
    },
    {
      key: 'deliveryTime',
      title: t('adminIntegrations.log.delivered'),
      width: 170,
      render: (_, row) => time(row.deliveryTime),
    },
    {
      key: 'lastError',
      title: t('adminIntegrations.log.lastError'),
      render: (_, row) => (row.lastError ? <span className="wb-int-error-text">{row.lastError}</span> : null),
    },
  ];

  return (
    <Drawer
      open
      // Wide enough for every column on a desktop; the whole screen on a handheld.
      size="min(960px, 100vw)"
      title={t('adminIntegrations.log.title', { name: channel.name })}
      onClose={onClose}
      className="wb-int-log"
      extra={
        <Button icon={<ReloadOutlined aria-hidden />} loading={log.isFetching} onClick={() => void log.refetch()}>
          {t('adminIntegrations.log.refresh')}
        </Button>
      }
    >
      <p className="wb-int-muted">{t('adminIntegrations.log.hint', { count: DELIVERY_LOG_SIZE })}</p>
      {log.isError ? <LoadFailedAlert error={log.error} onRetry={() => void log.refetch()} /> : null}
      <Table<Delivery>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={log.data ?? []}
        loading={log.isFetching && !log.data}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        // antd's empty text is a disabled grey; this one is read, not disabled.
        locale={{ emptyText: <span className="wb-int-muted">{t('adminIntegrations.log.empty')}</span> }}
        scroll={{ x: 760 }}
      />
    </Drawer>
  );
}
