import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_PATHS, type JobRun, jobRunSchema, type PagedResult, pagedResultSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';
import { jobsQueryKeys } from './job-query-keys';

const runsPageSchema = pagedResultSchema(jobRunSchema);

/** How many runs one page of the history shows. */
export const RUNS_PAGE_SIZE = 10;

/** job/queryRuns: one page of a job's runs, newest first, each with its log. */
export async function getJobRuns(jobId: string, page: number, signal?: AbortSignal): Promise<PagedResult<JobRun>> {
  const request = { jobId, skipCount: (page - 1) * RUNS_PAGE_SIZE, maxResultCount: RUNS_PAGE_SIZE };
  const { data } = await postApi(API_PATHS.admin.jobs.queryRuns, request, runsPageSchema, {
    // The drawer says itself when the history cannot be read.
    presentErrors: false,
    signal,
  });
  return data;
}

export function useJobRuns(jobId: string, page: number) {
  return useQuery({
    queryKey: jobsQueryKeys.runs(jobId, page),
    queryFn: ({ signal }) => getJobRuns(jobId, page, signal),
    placeholderData: keepPreviousData,
  });
}
