import { API_PATHS, type BatchDeleteResult, batchDeleteResultSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** dbInstance/batchDelete: the sub-systems go with their data permissions. */
export async function deleteDbInstances(ids: readonly string[]): Promise<BatchDeleteResult> {
  const { data } = await postApi(API_PATHS.admin.dbInstances.batchDelete, { ids }, batchDeleteResultSchema);
  return data;
}
