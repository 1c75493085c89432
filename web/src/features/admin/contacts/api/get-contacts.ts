import { API_PATHS, type Contact, contactSchema, type PagedResult, pagedResultSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';
import { type ContactsPageRequest, contactsQueryKeys } from './contact-query-keys';

const contactsPageSchema = pagedResultSchema(contactSchema);

/**
 * integrationContact/queryPageList: one page of the address book. Failures are shown above the
 * table with a retry, not by the client's error box on every page turn.
 */
export async function getContacts(request: ContactsPageRequest, signal?: AbortSignal): Promise<PagedResult<Contact>> {
  const { data } = await postApi(API_PATHS.admin.contacts.pageList, request, contactsPageSchema, {
    presentErrors: false,
    signal,
  });
  return data;
}

/** The list call for one request, for the list page (useResourceList keeps the previous page while the next loads). */
export function contactsPageQueryOptions(request: ContactsPageRequest) {
  return {
    queryKey: contactsQueryKeys.list(request),
    queryFn: ({ signal }: { signal: AbortSignal }) => getContacts(request, signal),
  };
}
