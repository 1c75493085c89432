import {
  API_PATHS,
  type DbInstanceAdmin,
  dbInstanceAdminSchema,
  type EditDbInstanceRequest,
} from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/**
 * dbInstance/edit: the data permissions sent are the whole new list (those with an id are kept
 * and renamed, those without are new, missing ones go). The dialog shows failures itself.
 */
export async function editDbInstance(request: EditDbInstanceRequest): Promise<DbInstanceAdmin> {
  const { data } = await postApi(API_PATHS.admin.dbInstances.edit, request, dbInstanceAdminSchema, {
    presentErrors: false,
  });
  return data;
}
