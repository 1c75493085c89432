import { useEffect, useState } from 'react';

/**
 * True once the browser has had a moment to spare after the component first rendered, and at the
 * latest after `timeoutMs` on a browser that is never idle. For work that must not compete with
 * the first screen (its menus and page paint first) yet should follow soon after.
 */
export function useBrowserIdleOnce(timeoutMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIdle(true), 0);
    return () => window.clearTimeout(handle);
  }, [timeoutMs]);
  return idle;
}
