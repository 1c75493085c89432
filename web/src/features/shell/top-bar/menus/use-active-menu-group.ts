import type { RouterState } from 'react-router';
import { isRouteMeta, type MenuGroup } from '../../../../app/route-table';
import { useRouteValue } from '../../../../ui/routing/use-route-value';

function activeMenuGroup(state: RouterState): MenuGroup | null {
  for (let i = state.matches.length - 1; i >= 0; i -= 1) {
    const handle = state.matches[i]?.route.handle;
    if (isRouteMeta(handle)) return handle.menuGroup;
  }
  return null;
}

/**
 * The menu group of the current route (route meta, docs/spec.md §2), which the top bar highlights. Its
 * links re-render when the group changes, not on every navigation.
 */
export function useActiveMenuGroup(): MenuGroup | null {
  return useRouteValue(activeMenuGroup);
}
