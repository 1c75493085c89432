import type { AuditEntry, AuditResource } from '@workbench/contracts';
import { Drawer, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translate } from '../../../../i18n/translate';
import { formatTime } from '../../../../lib/format-time';
import { useAuditLog } from '../api/get-audit-log';
import { changedFields } from './audit-diff';
import './history-drawer.css';
import { usePageShown } from '../../../shell';
import { LoadFailedAlert } from '../load-failed-alert';

export interface HistoryDrawerProps {
  resource: AuditResource;
  resourceId?: string | undefined;
  onClose: () => void;
}

const PAGE_SIZE = 20;

function ChangeDetails({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const fields = changedFields(entry.before, entry.after);
  return (
    <table className="wb-history-diff">
      <thead>
        <tr>
          <th scope="col" aria-label={t('admin.history.record')} />
          <th scope="col">{t('admin.history.before')}</th>
          <th scope="col">{t('admin.history.after')}</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((change) => (
          <tr key={change.field}>
            <th scope="row">{change.field}</th>
            <td>{change.before}</td>
            <td>{change.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The recorded changes of one kind of record (or one record), newest first, each with what changed. */
export function HistoryDrawer({ resource, resourceId, onClose }: HistoryDrawerProps) {
  const { t } = useTranslation();
  const shown = usePageShown();
  const [page, setPage] = useState(1);
  const log = useAuditLog({ resource, resourceId, page, pageSize: PAGE_SIZE });

  const columns: TableColumnsType<AuditEntry> = [
    {
      key: 'time',
      title: t('admin.history.time'),
      render: (_, entry) => formatTime(entry.time, { justNow: t('time.justNow') }),
      width: 170,
    },
    { key: 'actor', title: t('admin.history.actor'), dataIndex: 'actorUserName' },
    {
      key: 'action',
      title: t('admin.history.action'),
      render: (_, entry) => translate(`admin.history.action.${entry.action}`),
    },
    { key: 'record', title: t('admin.history.record'), dataIndex: 'resourceName' },
  ];

  return (
    <Drawer open={shown} title={t('admin.history')} onClose={onClose} size="large" className="wb-history-drawer">
      {log.isError ? <LoadFailedAlert error={log.error} onRetry={() => void log.refetch()} /> : null}
      <Table<AuditEntry>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={log.data?.items ?? []}
        loading={log.isFetching}
        locale={{ emptyText: t('admin.history.empty') }}
        expandable={{ expandedRowRender: (entry) => <ChangeDetails entry={entry} /> }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: log.data?.totalCount ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        scroll={{ x: 560 }}
      />
    </Drawer>
  );
}
