import { HistoryOutlined, PauseCircleOutlined, PlayCircleOutlined, ThunderboltOutlined } from '@ant-design/icons';
import type { Job } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import { RowAction, RowActions } from '../../shared/row-actions';
import type { JobCommand } from '../api/job-commands';
import { useJobName } from '../model/job-name';

export interface JobRowActionsProps {
  job: Job;
  onCommand(command: JobCommand, job: Job): void;
  onShowRuns(job: Job): void;
  onEdit(job: Job): void;
  onDelete(job: Job): unknown;
}

/** Run now, pause or resume, the run history, edit, delete (a built-in job says why it cannot go). */
export function JobRowActions({ job, onCommand, onShowRuns, onEdit, onDelete }: JobRowActionsProps) {
  const { t } = useTranslation();
  const name = useJobName()(job);
  return (
    <RowActions
      name={name}
      onEdit={() => onEdit(job)}
      remove={{
        title: t('adminJobs.deleteConfirmNamed', { name }),
        onConfirm: () => onDelete(job),
        lockedReason: job.builtIn ? t('adminJobs.builtInNoDelete') : null,
      }}
      leading={
        <>
          <RowAction
            label={t('adminJobs.action.runNowNamed', { name })}
            tooltip={t('adminJobs.action.runNow')}
            icon={<ThunderboltOutlined aria-hidden />}
            onClick={() => onCommand('runNow', job)}
          />
          {job.paused ? (
            <RowAction
              label={t('adminJobs.action.resumeNamed', { name })}
              tooltip={t('adminJobs.action.resume')}
              icon={<PlayCircleOutlined aria-hidden />}
              onClick={() => onCommand('resume', job)}
            />
          ) : (
            <RowAction
              label={t('adminJobs.action.pauseNamed', { name })}
              tooltip={t('adminJobs.action.pause')}
              icon={<PauseCircleOutlined aria-hidden />}
              onClick={() => onCommand('pause', job)}
            />
          )}
          <RowAction
            label={t('adminJobs.action.runsNamed', { name })}
            tooltip={t('adminJobs.action.runs')}
            icon={<HistoryOutlined aria-hidden />}
            onClick={() => onShowRuns(job)}
          />
        </>
      }
    />
  );
}
