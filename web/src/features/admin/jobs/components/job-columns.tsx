import type { Job } from '@workbench/contracts';
import { Space, type TableColumnsType, Tag } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { durationText } from '../model/duration-text';
import { useJobName } from '../model/job-name';
import { scheduleInWords } from '../model/schedule-text';
import { formatInZone } from '../model/zoned-time';
import { JobOutcomeTag } from './job-outcome-tag';

/** The job list's columns: what runs, when, when next, how it went last, and whether it runs or waits. */
export function useJobColumns(sortOrderOf: (field: string) => SortOrder): TableColumnsType<Job> {
  const { t, i18n } = useTranslation();
  const nameOf = useJobName();
  const empty = <span className="wb-jobs-muted">—</span>;
  return [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('adminJobs.column.name'),
      sorter: true,
      sortOrder: sortOrderOf('name'),
      render: (_: string, job) => (
        <Space size={4} wrap>
          <span>{nameOf(job)}</span>
          {job.builtIn ? <Tag title={t('adminJobs.builtInHint')}>{t('adminJobs.builtIn')}</Tag> : null}
        </Space>
      ),
    },
    {
      key: 'kind',
      dataIndex: 'kind',
      title: t('adminJobs.column.kind'),
      sorter: true,
      sortOrder: sortOrderOf('kind'),
      render: (kind: Job['kind']) => t(`adminJobs.kind.${kind}`),
    },
    {
      key: 'schedule',
      title: t('adminJobs.column.schedule'),
      render: (_, job) => <span title={job.cron ?? undefined}>{scheduleInWords(job, i18n.language)}</span>,
    },
    {
      key: 'nextRunAt',
      dataIndex: 'nextRunAt',
      title: t('adminJobs.column.nextRun'),
      sorter: true,
      sortOrder: sortOrderOf('nextRunAt'),
      render: (next: string | null, job) => (next && !job.paused ? formatInZone(next, job.timeZone) : empty),
    },
    {
      key: 'lastRun',
      title: t('adminJobs.column.lastRun'),
      render: (_, job) =>
        job.lastRun ? (
          <Space size={4} wrap title={formatInZone(job.lastRun.startedAt, job.timeZone)}>
            <JobOutcomeTag outcome={job.lastRun.outcome} />
            <span>{durationText(job.lastRun.durationMs, i18n.language)}</span>
          </Space>
        ) : (
          empty
        ),
    },
    {
      key: 'state',
      title: t('adminJobs.column.state'),
      render: (_, job) => (
        <Space size={4} wrap>
          {job.running ? <Tag color="processing">{t('adminJobs.state.running')}</Tag> : null}
          {job.paused ? (
            <Tag color="orange">{t('adminJobs.state.paused')}</Tag>
          ) : job.running ? null : (
            <Tag color="green">{t('adminJobs.state.active')}</Tag>
          )}
        </Space>
      ),
    },
  ];
}
