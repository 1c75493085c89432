import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type Job, jobSchema } from '@workbench/contracts';
import { getApi } from '../../../../api/http-client';
import { jobsQueryKeys } from './job-query-keys';

/** job/get?id=: one job as it is now. */
export async function getJob(id: string, signal?: AbortSignal): Promise<Job> {
  const { data } = await getApi(API_PATHS.admin.jobs.get, jobSchema, { query: { id }, presentErrors: false, signal });
  return data;
}

/** The job being edited, read afresh: edit replaces the whole record. */
export function useJob(id: string | null) {
  return useQuery({
    queryKey: jobsQueryKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getJob(id ?? '', signal),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
