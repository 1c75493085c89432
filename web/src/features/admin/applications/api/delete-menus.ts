import { API_PATHS, type BatchDeleteResult, batchDeleteResultSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** leadMenu/batchDelete: a menu goes with everything below it. */
export async function deleteMenus(ids: readonly string[]): Promise<BatchDeleteResult> {
  const { data } = await postApi(API_PATHS.admin.menus.batchDelete, { ids }, batchDeleteResultSchema);
  return data;
}
