import { API_PATHS, type BatchDeleteResult, batchDeleteResultSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** application/batchDelete: the applications go with their sub-systems and menus. */
export async function deleteApplications(ids: readonly string[]): Promise<BatchDeleteResult> {
  const { data } = await postApi(API_PATHS.admin.applications.batchDelete, { ids }, batchDeleteResultSchema);
  return data;
}
