import { QueryClient } from '@tanstack/react-query';

/**
 * Failed calls are already shown by the HTTP client (docs/spec.md §8); retrying would show them again,
 * and a 401 is already refreshed and replayed once.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
    mutations: { retry: false },
  },
});
