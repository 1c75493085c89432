import { API_PATHS, type BatchDeleteResult, batchDeleteResultSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** job/batchDelete: a refusal (a built-in job) is shown by the client's error box. */
export async function deleteJobs(ids: readonly string[]): Promise<BatchDeleteResult> {
  const { data } = await postApi(API_PATHS.admin.jobs.batchDelete, { ids }, batchDeleteResultSchema);
  return data;
}
