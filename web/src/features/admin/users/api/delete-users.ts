import { API_PATHS, type BatchDeleteResult, batchDeleteResultSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** leadUser/batchDelete: the server's refusal (e.g. the admin account) is shown by the client's error box. */
export async function deleteUsers(ids: readonly string[]): Promise<BatchDeleteResult> {
  const { data } = await postApi(API_PATHS.admin.users.batchDelete, { ids }, batchDeleteResultSchema);
  return data;
}
