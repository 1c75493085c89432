import { API_PATHS, type LeadUser, leadUserSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** faceAiUser/UpdateUser/{id}: registers (or replaces) the face picture, given as a data URL. */
export async function updateFace(id: string, image: string): Promise<LeadUser> {
  const { data } = await postApi(API_PATHS.admin.faceUpdate(id), { image }, leadUserSchema, { presentErrors: false });
  return data;
}
