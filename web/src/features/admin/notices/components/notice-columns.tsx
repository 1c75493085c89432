import type { Notice } from '@workbench/contracts';
import type { TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../../lib/format-time';
import { titleIn } from '../model/notice-title';
import { NoticePriorityTag, NoticeStateTag } from './notice-tags';

/** The announcement list's columns: title in the user's language, priority, state, times and read receipts. */
export function useNoticeColumns(sortOrderOf: (field: string) => SortOrder): TableColumnsType<Notice> {
  const { t, i18n } = useTranslation();
  const empty = <span className="wb-notices-muted">—</span>;
  const time = (value: string | null) => (value ? formatTime(value, { justNow: t('time.justNow') }) : empty);
  return [
    {
      key: 'title',
      title: t('adminNotices.column.title'),
      render: (_, notice) => titleIn(notice.texts, i18n.language),
    },
    {
      key: 'priority',
      dataIndex: 'priority',
      title: t('adminNotices.column.priority'),
      sorter: true,
      sortOrder: sortOrderOf('priority'),
      render: (priority: Notice['priority']) => <NoticePriorityTag priority={priority} />,
    },
    {
      key: 'state',
      dataIndex: 'state',
      title: t('adminNotices.column.state'),
      render: (state: Notice['state']) => <NoticeStateTag state={state} />,
    },
    {
      key: 'publishAt',
      title: t('adminNotices.column.publishAt'),
      sorter: true,
      sortOrder: sortOrderOf('publishAt'),
      render: (_, notice) => time(notice.publishedAt ?? notice.publishAt),
    },
    { key: 'expiresAt', title: t('adminNotices.column.expiresAt'), render: (_, notice) => time(notice.expiresAt) },
    {
      key: 'read',
      title: t('adminNotices.column.read'),
      render: (_, notice) =>
        notice.state === 'draft' || notice.state === 'scheduled'
          ? empty
          : t('adminNotices.readShare', { read: notice.readCount, total: notice.audienceCount }),
    },
  ];
}
