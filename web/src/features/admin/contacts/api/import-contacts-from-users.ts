import {
  API_PATHS,
  type ContactImportResult,
  contactImportResultSchema,
  type ImportContactsFromUsersRequest,
} from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** integrationContact/importFromUsers: creates contacts, or refreshes those imported before. */
export async function importContactsFromUsers(request: ImportContactsFromUsersRequest): Promise<ContactImportResult> {
  const { data } = await postApi(API_PATHS.admin.contacts.importFromUsers, request, contactImportResultSchema, {
    presentErrors: false,
  });
  return data;
}
