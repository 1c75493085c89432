import { lazy, Suspense, useEffect, useState } from 'react';

/**
 * Loaded after the frame has rendered, as a chunk of its own: the SignalR client and the pop-ups
 * are not needed for the first paint, and never by the sign-in page.
 */
const RealtimeRoot = lazy(() => import('./realtime-root').then((m) => ({ default: m.RealtimeRoot })));

/** At the latest this long after the frame rendered, the hubs connect even on a browser that is never idle. */
const IDLE_TIMEOUT_MS = 1_500;

/**
 * True once the browser has had a moment to spare after the first render: the side menu and the
 * page paint first, then the hub connections start. Nothing is lost in between: registering with
 * the notification hub sends the notifications still active (README.md).
 */
function useBrowserIdleOnce(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIdle(true), 0);
    return () => window.clearTimeout(handle);
  }, []);
  return idle;
}

/** The real-time connections and the notification layer of the signed-in frame. */
export function RealtimeLayer() {
  const idle = useBrowserIdleOnce();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <RealtimeRoot />
    </Suspense>
  );
}
