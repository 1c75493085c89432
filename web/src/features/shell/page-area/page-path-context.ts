import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';
import { HOME_PATH } from '../../../stores/tabs/tab-list';

/** "/" and the dashboard are one page, the Home tab. */
export function pagePathOf(pathname: string): string {
  return pathname === '/' ? HOME_PATH : pathname;
}

/**
 * The path of the page a component belongs to, given by the page area to each kept page. Unlike
 * the route's parameters it never changes for a page, so a kept page that reads it is not
 * rendered again by every navigation elsewhere (React schedules every reader of the route
 * context on each navigation, kept pages included).
 */
export const PagePathContext = createContext<string | null>(null);

/** The page's own path ("/inventory/stock"); the Home page's is the dashboard's. */
export function usePagePath(): string {
  const path = useContext(PagePathContext);
  if (path === null) throw new Error('usePagePath is for pages inside the page area');
  return path;
}

/**
 * Whether the page a component belongs to is the one on screen; true outside the page area. A
 * kept page behind another tab stays mounted, and what it shows in a layer of its own (an
 * editor's drawer or dialog, rendered into the document's body) must hide with it and come back,
 * as it was, when its tab is shown again. Only such layers read this: it changes on every
 * navigation.
 */
export function usePageShown(): boolean {
  const path = useContext(PagePathContext);
  const { pathname } = useLocation();
  return path === null || pagePathOf(pathname) === path;
}
