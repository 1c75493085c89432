/**
 * Public interface of the real-time feature: the signed-in frame mounts RealtimeLayer, which loads
 * the hub connections and the notification layer lazily.
 */
export { RealtimeLayer } from './components/realtime-layer';
