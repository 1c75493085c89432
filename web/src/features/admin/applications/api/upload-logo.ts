import { API_PATHS, type UploadLogoRequest, type UploadLogoResult, uploadLogoResultSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** application/uploadLogo: the answer's url goes into applicationLogo. The form shows failures itself. */
export async function uploadLogo(request: UploadLogoRequest): Promise<UploadLogoResult> {
  const { data } = await postApi(API_PATHS.admin.applications.uploadLogo, request, uploadLogoResultSchema, {
    presentErrors: false,
  });
  return data;
}
