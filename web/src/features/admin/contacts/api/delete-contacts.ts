import { API_PATHS, type BatchDeleteResult, batchDeleteResultSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** integrationContact/batchDelete: a refusal is shown by the client's error box (there is no form to put it in). */
export async function deleteContacts(ids: readonly string[]): Promise<BatchDeleteResult> {
  const { data } = await postApi(API_PATHS.admin.contacts.batchDelete, { ids }, batchDeleteResultSchema);
  return data;
}
