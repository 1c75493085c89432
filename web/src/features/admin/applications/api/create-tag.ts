import { API_PATHS, type CreateTagRequest, type TagAdmin, tagAdminSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** tag/create: the new tag goes last in the drawer. The dialog shows failures (a taken name is a 409). */
export async function createTag(request: CreateTagRequest): Promise<TagAdmin> {
  const { data } = await postApi(API_PATHS.admin.tags.create, request, tagAdminSchema, { presentErrors: false });
  return data;
}
