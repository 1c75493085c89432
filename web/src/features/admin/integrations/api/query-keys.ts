import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the system integrations; every one starts with ['admin', 'channels'] so one change refreshes them all. */
export const channelKeys = {
  all: ['admin', 'channels'] as const,
  page: (request: unknown) => ['admin', 'channels', 'page', request] as const,
  one: (id: string | null) => ['admin', 'channels', 'one', id] as const,
  deliveries: (id: string) => ['admin', 'channels', 'deliveries', id] as const,
};

/** After a channel changes (saved, deleted, tested): the list with its states, the open editors and delivery logs. */
export function refreshChannels(queryClient: QueryClient): Promise<unknown> {
  return queryClient.invalidateQueries({ queryKey: channelKeys.all });
}
