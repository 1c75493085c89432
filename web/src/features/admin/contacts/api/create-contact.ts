import { API_PATHS, type Contact, type CreateContactRequest, contactSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** integrationContact/create. The editor shows failures itself, under its fields and in its alert. */
export async function createContact(request: CreateContactRequest): Promise<Contact> {
  const { data } = await postApi(API_PATHS.admin.contacts.create, request, contactSchema, { presentErrors: false });
  return data;
}
