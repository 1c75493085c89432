import { API_PATHS, type Job, jobSchema, type PagedResult, pagedResultSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';
import { type JobsPageRequest, jobsQueryKeys } from './job-query-keys';

const jobsPageSchema = pagedResultSchema(jobSchema);

/** job/queryPageList: one page of jobs. Failures are shown above the table with a retry. */
export async function getJobs(request: JobsPageRequest, signal?: AbortSignal): Promise<PagedResult<Job>> {
  const { data } = await postApi(API_PATHS.admin.jobs.pageList, request, jobsPageSchema, {
    presentErrors: false,
    signal,
  });
  return data;
}

/** The list call for one request, for the list page (useResourceList keeps the previous page while the next loads). */
export function jobsPageQueryOptions(request: JobsPageRequest) {
  return {
    queryKey: jobsQueryKeys.list(request),
    queryFn: ({ signal }: { signal: AbortSignal }) => getJobs(request, signal),
  };
}
