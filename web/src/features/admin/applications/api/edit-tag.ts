import { API_PATHS, type EditTagRequest, type TagAdmin, tagAdminSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** tag/edit (a rename). The dialog shows failures (a taken name is a 409). */
export async function editTag(request: EditTagRequest): Promise<TagAdmin> {
  const { data } = await postApi(API_PATHS.admin.tags.edit, request, tagAdminSchema, { presentErrors: false });
  return data;
}
