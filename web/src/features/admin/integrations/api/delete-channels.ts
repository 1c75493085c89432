import { API_PATHS, type BatchDeleteResult, batchDeleteResultSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** integrationChannel/batchDelete: the channels go with their waiting messages. */
export async function deleteChannels(ids: readonly string[]): Promise<BatchDeleteResult> {
  const { data } = await postApi(API_PATHS.admin.channels.batchDelete, { ids }, batchDeleteResultSchema);
  return data;
}
