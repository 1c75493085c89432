import { ReloadOutlined } from '@ant-design/icons';
import type { Job, JobRun } from '@workbench/contracts';
import { Button, Drawer, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageShown } from '../../../shell';
import { LoadFailedAlert } from '../../shared/load-failed-alert';
import { RUNS_PAGE_SIZE, useJobRuns } from '../api/get-job-runs';
import { durationText } from '../model/duration-text';
import { useJobName } from '../model/job-name';
import { formatInZone } from '../model/zoned-time';
import { JobOutcomeTag } from './job-outcome-tag';

export interface JobRunsDrawerProps {
  job: Pick<Job, 'id' | 'name' | 'timeZone' | 'builtIn' | 'kind'>;
  onClose(): void;
}

function RunLog({ run, timeZone }: { run: JobRun; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <div className="wb-jobs-run-log">
      {run.error ? <p className="wb-jobs-error-text">{run.error}</p> : null}
      {run.log.length === 0 ? (
        <p className="wb-jobs-muted">{t('adminJobs.runs.noLog')}</p>
      ) : (
        <section aria-label={t('adminJobs.runs.log')}>
          <pre>{run.log.map((entry) => `${formatInZone(entry.at, timeZone)}  ${entry.line}`).join('\n')}</pre>
        </section>
      )}
    </div>
  );
}

/**
 * A job's runs, newest first, paged by the server: how each came about, when it started, how long
 * it took, how it ended and why; a run's log lines open under it.
 */
export function JobRunsDrawer({ job, onClose }: JobRunsDrawerProps) {
  const { t, i18n } = useTranslation();
  const nameOf = useJobName();
  const shown = usePageShown();
  const [page, setPage] = useState(1);
  const runs = useJobRuns(job.id, page);
  const [opened, setOpened] = useState<readonly string[]>([]);
  const toggle = (id: string) =>
    setOpened((shown) => (shown.includes(id) ? shown.filter((other) => other !== id) : [...shown, id]));

  const columns: TableColumnsType<JobRun> = [
    { key: 'trigger', title: t('adminJobs.runs.trigger'), render: (_, run) => t(`adminJobs.trigger.${run.trigger}`) },
    {
      key: 'startedAt',
      title: t('adminJobs.runs.started'),
      width: 170,
      render: (_, run) => formatInZone(run.startedAt, job.timeZone),
    },
    {
      key: 'duration',
      title: t('adminJobs.runs.duration'),
      align: 'right',
      render: (_, run) => durationText(run.durationMs, i18n.language),
    },
    { key: 'outcome', title: t('adminJobs.runs.outcome'), render: (_, run) => <JobOutcomeTag outcome={run.outcome} /> },
    {
      key: 'error',
      title: t('adminJobs.runs.error'),
      render: (_, run) => (run.error ? <span className="wb-jobs-error-text">{run.error}</span> : null),
    },
    {
      key: 'log',
      title: t('adminJobs.runs.log'),
      render: (_, run) => (
        <Button size="small" type="link" aria-expanded={opened.includes(run.id)} onClick={() => toggle(run.id)}>
          {opened.includes(run.id) ? t('adminJobs.runs.hideLog') : t('adminJobs.runs.showLog')}
        </Button>
      ),
    },
  ];

  return (
    <Drawer
      // Hidden with its page while another tab is shown; back as it was with it.
      open={shown}
      size="min(900px, 100vw)"
      title={t('adminJobs.runs.title', { name: nameOf(job) })}
      onClose={onClose}
      extra={
        <Button icon={<ReloadOutlined aria-hidden />} loading={runs.isFetching} onClick={() => void runs.refetch()}>
          {t('admin.refresh')}
        </Button>
      }
    >
      <p className="wb-jobs-muted">{t('adminJobs.runs.zone', { zone: job.timeZone })}</p>
      {runs.isError ? <LoadFailedAlert error={runs.error} onRetry={() => void runs.refetch()} /> : null}
      <Table<JobRun>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={runs.data?.items ?? []}
        loading={runs.isFetching && !runs.data}
        // The log opens by the row's own "Show log" button, named in the user's language.
        expandable={{
          expandedRowRender: (run) => <RunLog run={run} timeZone={job.timeZone} />,
          expandedRowKeys: [...opened],
          showExpandColumn: false,
        }}
        pagination={{
          current: page,
          pageSize: RUNS_PAGE_SIZE,
          total: runs.data?.totalCount ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
        locale={{ emptyText: <span className="wb-jobs-muted">{t('adminJobs.runs.empty')}</span> }}
        scroll={{ x: 700 }}
      />
    </Drawer>
  );
}
