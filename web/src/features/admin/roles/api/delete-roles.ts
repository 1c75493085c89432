import { API_PATHS, type BatchDeleteResult, batchDeleteResultSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** role/batchDelete: a refusal is shown by the client's error box (there is no form to put it in). */
export async function deleteRoles(ids: readonly string[]): Promise<BatchDeleteResult> {
  const { data } = await postApi(API_PATHS.admin.roles.batchDelete, { ids }, batchDeleteResultSchema);
  return data;
}
