import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type ContactGroup, contactGroupSchema } from '@workbench/contracts';
import { z } from 'zod';
import { postApi } from '../../../../api/http-client';
import { contactsQueryKeys } from './contact-query-keys';

const groupsSchema = z.array(contactGroupSchema);

/** integrationContact/queryGroups: every group name in use, with how many contacts it holds. */
export async function getContactGroups(signal?: AbortSignal): Promise<ContactGroup[]> {
  const { data } = await postApi(API_PATHS.admin.contacts.groups, {}, groupsSchema, { presentErrors: false, signal });
  return data;
}

export function useContactGroups() {
  return useQuery({ queryKey: contactsQueryKeys.groups, queryFn: ({ signal }) => getContactGroups(signal) });
}
