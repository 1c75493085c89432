import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type SysEntry, sysListSchema } from '@workbench/contracts';
import axios from 'axios';

/**
 * ./sys.json: the sub-applications the shell hosts (SPEC §3). A plain file beside index.html, like
 * config.json, not an enveloped API answer. Unreadable → no sub-applications: their pages then
 * show an error in their tab instead of taking the shell down.
 */
export async function getSysList(): Promise<SysEntry[]> {
  try {
    const response = await axios.get<unknown>(`.${API_PATHS.staticFiles.sys}`, {
      timeout: 10_000,
      headers: { 'Cache-Control': 'no-cache' },
    });
    const parsed = sysListSchema.safeParse(response.data);
    if (parsed.success) return parsed.data;
    console.warn('sys.json does not match the contract; hosting no sub-applications', parsed.error);
  } catch (error) {
    console.warn('sys.json could not be loaded; hosting no sub-applications', error);
  }
  return [];
}

export const sysListQueryOptions = { queryKey: ['sys-list'] as const, queryFn: getSysList, staleTime: Infinity };

export function useSysList() {
  return useQuery(sysListQueryOptions);
}
