import { useCallback } from 'react';
import { useTabsStore } from '../../stores/tabs/tabs-store';
import { type StableNavigateOptions, useStableNavigate } from './use-stable-navigate';

/**
 * Leaves the page at `pagePath` for `to` and closes the page's own tab: an editor (or an address
 * naming one record) that is done with starts afresh on a later visit instead of showing the
 * same form again.
 */
export function useLeavePage(pagePath: string): (to: string, options?: StableNavigateOptions) => void {
  const navigate = useStableNavigate();
  return useCallback(
    (to, options) => {
      navigate(to, options);
      if (to !== pagePath) useTabsStore.getState().close(pagePath);
    },
    [navigate, pagePath],
  );
}
