import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type ApplicationFile, applicationFileSchema } from '@workbench/contracts';
import { z } from 'zod';
import { postApi } from '../http-client';

const documentsSchema = z.array(applicationFileSchema);

/** queryApplicationFile: the documents list of the top bar (button 4). */
export async function getDocuments(): Promise<ApplicationFile[]> {
  const { data } = await postApi(API_PATHS.applications.files, {}, documentsSchema);
  return data;
}

export const documentsQueryOptions = { queryKey: ['documents'] as const, queryFn: getDocuments };

export function useDocuments(enabled: boolean) {
  return useQuery({ ...documentsQueryOptions, enabled });
}
