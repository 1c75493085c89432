import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type Contact, contactSchema } from '@workbench/contracts';
import { getApi } from '../../../../api/http-client';
import { contactsQueryKeys } from './contact-query-keys';

/** integrationContact/get?id=: one contact as it is now. */
export async function getContact(id: string, signal?: AbortSignal): Promise<Contact> {
  const { data } = await getApi(API_PATHS.admin.contacts.get, contactSchema, {
    query: { id },
    presentErrors: false,
    signal,
  });
  return data;
}

/** The contact being edited, read afresh: edit replaces the whole record. */
export function useContact(id: string | null) {
  return useQuery({
    queryKey: contactsQueryKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getContact(id ?? '', signal),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
