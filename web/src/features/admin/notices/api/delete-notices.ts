import { API_PATHS, type BatchDeleteResult, batchDeleteResultSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** notice/batchDelete: a refusal is shown by the client's error box. */
export async function deleteNotices(ids: readonly string[]): Promise<BatchDeleteResult> {
  const { data } = await postApi(API_PATHS.admin.notices.batchDelete, { ids }, batchDeleteResultSchema);
  return data;
}
