import {
  API_PATHS,
  type CreateDbInstanceRequest,
  type DbInstanceAdmin,
  dbInstanceAdminSchema,
} from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** dbInstance/create, with its data permissions. The dialog shows failures itself. */
export async function createDbInstance(request: CreateDbInstanceRequest): Promise<DbInstanceAdmin> {
  const { data } = await postApi(API_PATHS.admin.dbInstances.create, request, dbInstanceAdminSchema, {
    presentErrors: false,
  });
  return data;
}
