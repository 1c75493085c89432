import { useCallback } from 'react';
import { useDataRouter } from './router-of-context';

export interface StableNavigateOptions {
  replace?: boolean;
  /**
   * Render the new route at once instead of as an interruptible transition. For switching to what
   * is already loaded (a tab of a kept page), where a transition only spreads the same work over
   * several frames and the user waits for the last one.
   */
  immediate?: boolean;
}

export type StableNavigate = (to: string, options?: StableNavigateOptions) => void;

/**
 * Navigates to an absolute portal path. Unlike react-router's useNavigate, which reads the route
 * context and so re-renders its component on every navigation, this one never changes: components
 * that only navigate (tab bar, menus, selection switcher) stay still when the route changes.
 */
export function useStableNavigate(): StableNavigate {
  const router = useDataRouter();
  return useCallback<StableNavigate>(
    (to, options) => void router.navigate(to, { replace: options?.replace, flushSync: options?.immediate }),
    [router],
  );
}
