import { createContext, useContext } from 'react';

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
