import { ApiOutlined, MailOutlined, RobotOutlined } from '@ant-design/icons';
import type { ChannelKind, ChannelListItem } from '@workbench/contracts';
import { type TableColumnsType, Tag } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../../lib/format-time';

const KIND_ICONS: Record<ChannelKind, ReactNode> = {
  email: <MailOutlined aria-hidden />,
  robot: <RobotOutlined aria-hidden />,
  plugin: <ApiOutlined aria-hidden />,
};

/** Every channel's kind, target and state (last delivery, last error, waiting messages). */
export function useChannelColumns(sortOrderOf: (field: string) => SortOrder): TableColumnsType<ChannelListItem> {
  const { t } = useTranslation();
  const time = (value: string | null) => (value ? formatTime(value, { justNow: t('time.justNow') }) : null);
  const none = <span className="wb-int-muted">{t('adminIntegrations.state.never')}</span>;
  const sortable = (key: string) => ({ key, sorter: true, sortOrder: sortOrderOf(key) });
  return [
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
  ];
}
