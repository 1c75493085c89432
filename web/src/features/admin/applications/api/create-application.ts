import {
  API_PATHS,
  type ApplicationAdmin,
  applicationAdminSchema,
  type CreateApplicationRequest,
} from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** application/create; the form shows failures itself (field errors and the message). */
export async function createApplication(request: CreateApplicationRequest): Promise<ApplicationAdmin> {
  const { data } = await postApi(API_PATHS.admin.applications.create, request, applicationAdminSchema, {
    presentErrors: false,
  });
  return data;
}
