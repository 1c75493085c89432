import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type SysEntry, sysListSchema } from '@workbench/contracts';
import { getStaticFile } from './get-static-file';

/**
 * ./sys.json: the sub-applications the shell hosts (docs/spec.md §3). Unreadable → no sub-applications:
 * their pages then show an error in their tab instead of taking the shell down.
 */
export function getSysList(): Promise<SysEntry[]> {
  return getStaticFile(API_PATHS.staticFiles.sys, sysListSchema, () => [], 'hosting no sub-applications');
}

export const sysListQueryOptions = { queryKey: ['sys-list'] as const, queryFn: getSysList, staleTime: Infinity };

export function useSysList() {
  return useQuery(sysListQueryOptions);
}
