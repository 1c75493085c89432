import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job, JobKind } from '@workbench/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translate } from '../../../i18n/translate';
import { showSuccessNotice } from '../../../ui/notices';
import { ResourceListPage } from '../shared/resource-list-page';
import { useResourceList } from '../shared/use-resource-list';
import { deleteJobs } from './api/delete-jobs';
import { jobsPageQueryOptions } from './api/get-jobs';
import { type JobCommand, sendJobCommand } from './api/job-commands';
import { jobsQueryKeys } from './api/job-query-keys';
import { useJobColumns } from './components/job-columns';
import { JobEditor } from './components/job-editor';
import { JobRowActions } from './components/job-row-actions';
import { JobRunsDrawer } from './components/job-runs-drawer';
import { KindFilter } from './components/kind-filter';
import { useRefreshOnJobChanges } from './components/use-refresh-on-job-changes';
import { useJobName } from './model/job-name';
import './jobs-page.css';

/** Which job the editor shows: null id for a new one; no editor while this is null. */
type Editing = { id: string | null } | null;

const COMMAND_NOTICES: Record<JobCommand, string> = {
  runNow: 'adminJobs.notice.runNow',
  pause: 'adminJobs.notice.paused',
  resume: 'adminJobs.notice.resumed',
};

/**
 * Timed work (/Job, docs/spec.md §2): the jobs with their schedule in words, next run, last
 * outcome and state, live while runs start and end; run now, pause, resume, the run history,
 * new / edit / delete. Built-in clean-ups cannot be deleted.
 */
export function JobsPage() {
  const { t } = useTranslation();
  const nameOf = useJobName();
  const queryClient = useQueryClient();
  const list = useResourceList<Job, { kind?: JobKind }>({
    initialSort: { field: 'name', order: 'ascend' },
    query: jobsPageQueryOptions,
    remove: deleteJobs,
    refresh: (client) => client.invalidateQueries({ queryKey: jobsQueryKeys.all }),
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [runsOf, setRunsOf] = useState<Job | null>(null);
  useRefreshOnJobChanges();

  // The client's error box reports a refusal; the list is read again either way.
  const command = useMutation({
    mutationFn: ({ command, job }: { command: JobCommand; job: Job }) => sendJobCommand(command, job.id),
    onSuccess: (_, { command, job }) =>
      void showSuccessNotice(translate(COMMAND_NOTICES[command], { name: nameOf(job) })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsQueryKeys.all }),
  });

  return (
    <ResourceListPage
      title={t('route.job')}
      list={list}
      columns={useJobColumns(list.paging.sortOrderOf)}
      actionsWidth={210}
      rowActions={(job) => (
        <JobRowActions
          job={job}
          onCommand={(name, target) => command.mutate({ command: name, job: target })}
          onShowRuns={setRunsOf}
          onEdit={(target) => setEditing({ id: target.id })}
          onDelete={(target) => list.deleteRows([target.id])}
        />
      )}
      search={{ label: t('admin.search'), placeholder: t('admin.searchPlaceholder') }}
      filters={<KindFilter value={list.filters.kind} onChange={(kind) => list.setFilters(kind ? { kind } : {})} />}
      create={{ onClick: () => setEditing({ id: null }) }}
      rowName={nameOf}
      selectionLock={(job) => (job.builtIn ? t('adminJobs.builtInNoDelete') : null)}
      history="job"
      refreshButton
    >
      {editing ? <JobEditor key={editing.id ?? 'new'} jobId={editing.id} onClose={() => setEditing(null)} /> : null}
      {runsOf ? <JobRunsDrawer job={runsOf} onClose={() => setRunsOf(null)} /> : null}
    </ResourceListPage>
  );
}
