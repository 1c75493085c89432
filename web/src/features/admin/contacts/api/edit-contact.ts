import { API_PATHS, type Contact, contactSchema, type EditContactRequest } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** integrationContact/edit. The editor shows failures itself, under its fields and in its alert. */
export async function editContact(request: EditContactRequest): Promise<Contact> {
  const { data } = await postApi(API_PATHS.admin.contacts.edit, request, contactSchema, { presentErrors: false });
  return data;
}
