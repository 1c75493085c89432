import {
  API_PATHS,
  type ApplicationAdmin,
  applicationAdminSchema,
  type EditApplicationRequest,
} from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** application/edit; the form shows failures itself (field errors and the message). */
export async function editApplication(request: EditApplicationRequest): Promise<ApplicationAdmin> {
  const { data } = await postApi(API_PATHS.admin.applications.edit, request, applicationAdminSchema, {
    presentErrors: false,
  });
  return data;
}
