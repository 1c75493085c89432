import { useMatches } from 'react-router';
import { isRouteMeta, type MenuGroup } from '../../../../app/route-table';

/** The menu group of the current route (route meta, SPEC §2), which the top bar highlights. */
export function useActiveMenuGroup(): MenuGroup | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteMeta(handle)) return handle.menuGroup;
  }
  return null;
}
