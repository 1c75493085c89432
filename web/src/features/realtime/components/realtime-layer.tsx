import { lazy, Suspense } from 'react';

/**
 * Loaded after the frame has rendered, as a chunk of its own: the SignalR client and the pop-ups
 * are not needed for the first paint, and never by the sign-in page.
 */
const RealtimeRoot = lazy(() => import('./realtime-root').then((m) => ({ default: m.RealtimeRoot })));

/** The real-time connections and the notification layer of the signed-in frame. */
export function RealtimeLayer() {
  return (
    <Suspense fallback={null}>
      <RealtimeRoot />
    </Suspense>
  );
}
