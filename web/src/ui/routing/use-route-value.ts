import { useCallback, useSyncExternalStore } from 'react';
import type { RouterState } from 'react-router';
import { useDataRouter } from './router-of-context';

/**
 * One value derived from the router's state (the path, the active menu group, …). The component
 * re-renders only when that value changes, not on every navigation as with useLocation or
 * useMatches. `select` must return a primitive or an otherwise stable value.
 */
export function useRouteValue<T>(select: (state: RouterState) => T): T {
  const router = useDataRouter();
  const subscribe = useCallback((onChange: () => void) => router.subscribe(onChange), [router]);
  const snapshot = () => select(router.state);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
