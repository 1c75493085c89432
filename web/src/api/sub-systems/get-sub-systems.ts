import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type DbInstance, dbInstanceSchema } from '@workbench/contracts';
import { z } from 'zod';
import { postApi } from '../http-client';

const subSystemsSchema = z.array(dbInstanceSchema);

/** The sub-systems (database instances) of an application with their data permissions, as granted to the user. */
export async function getSubSystems(applicationId: string): Promise<DbInstance[]> {
  const { data } = await postApi(API_PATHS.dbInstances.forCurrentUser, { applicationId }, subSystemsSchema);
  return data;
}

export const subSystemsQueryOptions = (applicationId: string) => ({
  queryKey: ['sub-systems', applicationId] as const,
  queryFn: () => getSubSystems(applicationId),
});

export function useSubSystems(applicationId: string | undefined) {
  return useQuery({ ...subSystemsQueryOptions(applicationId ?? ''), enabled: Boolean(applicationId) });
}
