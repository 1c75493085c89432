/**
 * Public interface of the real-time feature: the signed-in frame mounts RealtimeLayer, which loads
 * the hub connections and the notification layer lazily.
 */

/** The notification types' colours and names, for pages that show a type as the pop-ups do (the event centre). */
export { typeLabelKey } from './components/notification-type-label';
export { RealtimeLayer } from './components/realtime-layer';
export { headerColours, TYPE_HEADER_COLOURS } from './rules/notification-colours';
