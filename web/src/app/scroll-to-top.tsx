import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** docs/spec.md §2: the page scrolls to the top on every route change. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route change itself is the trigger.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
