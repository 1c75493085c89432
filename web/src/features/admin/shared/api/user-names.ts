import { useQueries } from '@tanstack/react-query';
import type { LeadUser } from '@workbench/contracts';
import { getUser } from '../../users';

/** How a picker names an account on its chip. */
export const userLabel = (user: Pick<LeadUser, 'name' | 'userName'>) => `${user.name} (${user.userName})`;

/**
 * The accounts a picker holds that no search has named yet, each read by its id (leadUser/get), so
 * that a saved choice shows names when the editor opens. An id that no longer exists stays unnamed.
 */
export function useUserNames(ids: readonly string[]): Map<string, string> {
  const answers = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['admin', 'user-name', id] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => getUser(id, signal),
      staleTime: 60_000,
      retry: false,
    })),
  });
  const names = new Map<string, string>();
  for (const answer of answers) if (answer.data) names.set(answer.data.id, userLabel(answer.data));
  return names;
}
