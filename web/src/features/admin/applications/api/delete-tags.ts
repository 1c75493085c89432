import { API_PATHS, type BatchDeleteResult, batchDeleteResultSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** tag/batchDelete: the tags' applications stay, untagged. */
export async function deleteTags(ids: readonly string[]): Promise<BatchDeleteResult> {
  const { data } = await postApi(API_PATHS.admin.tags.batchDelete, { ids }, batchDeleteResultSchema);
  return data;
}
