import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type JobKindsAnswer, jobKindsAnswerSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';
import { jobsQueryKeys } from './job-query-keys';

/** job/queryKinds: the kinds the editor offers and the plant's time zone. */
export async function getJobKinds(signal?: AbortSignal): Promise<JobKindsAnswer> {
  const { data } = await postApi(API_PATHS.admin.jobs.queryKinds, {}, jobKindsAnswerSchema, { signal });
  return data;
}

/** Asked once per visit: kinds and the plant's zone change only with a new release or configuration. */
export function useJobKinds() {
  return useQuery({ queryKey: jobsQueryKeys.kinds, queryFn: ({ signal }) => getJobKinds(signal), staleTime: Infinity });
}
