import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type Application, applicationSchema } from '@workbench/contracts';
import { z } from 'zod';
import { postApi } from '../http-client';

const applicationsSchema = z.array(applicationSchema);

/**
 * queryAllApplicationsForCurrentUser: the applications the user may open (docs/spec.md §7). A
 * failure is not presented by the client: the application chooser (drawer, appbox) shows it in
 * place with a retry, and a second message in a modal on top would only repeat it.
 */
export async function getApplications(): Promise<Application[]> {
  const { data } = await postApi(API_PATHS.applications.forCurrentUser, {}, applicationsSchema, {
    presentErrors: false,
  });
  return data;
}

export const applicationsQueryOptions = { queryKey: ['applications'] as const, queryFn: getApplications };

export function useApplications() {
  return useQuery(applicationsQueryOptions);
}
