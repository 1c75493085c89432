import { lazy, Suspense } from 'react';
import { useBrowserIdleOnce } from '../../../ui/use-browser-idle';

/**
 * Loaded after the frame has rendered, as a chunk of its own: the SignalR client and the pop-ups
 * are not needed for the first paint, and never by the sign-in page.
 */
const RealtimeRoot = lazy(() => import('./realtime-root').then((m) => ({ default: m.RealtimeRoot })));

/** At the latest this long after the frame rendered, the hubs connect even on a browser that is never idle. */
const IDLE_TIMEOUT_MS = 1_500;

/** The real-time connections and the notification layer of the signed-in frame. */
export function RealtimeLayer() {
  // The side menu and the page paint first, then the hubs connect. Nothing is lost in between:
  // registering with the notification hub sends the notifications still active (README.md).
  const idle = useBrowserIdleOnce(IDLE_TIMEOUT_MS);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <RealtimeRoot />
    </Suspense>
  );
}
