import { FALLBACK_LANGUAGE, HUBS } from '@workbench/contracts';
import type { DomainEvents } from '../platform/events/domain-events';
import { DOWNLOAD_TASKS_CHANGED } from './hubs/downloads-hub';
import type { Realtime } from './realtime';

/**
 * The hubs that pop a notification up (docs/api.md §6): the notification hub, and the monitor hub,
 * where screens written for the original platform listen for it. The portal listens on both and
 * shows each notification Id once.
 */
const POP_UP_HUBS = [
  ['notification', HUBS.notification.server.firePopUpNotification],
  ['monitor', HUBS.monitor.server.firePopUpNotification],
] as const;

/**
 * What the hubs deliver from the change-event spine: a notification raised on any instance pops
 * up on the notification- and monitor-hub connections of its audience that this instance holds,
 * each in its language; an announcement published on any instance is told (NoticePublished, its
 * id and priority) to the notification-hub connections of its audience here; a user whose export
 * tasks changed gets their download list again on each of their connections here.
 */
export function deliverFromEvents(realtime: Realtime, events: DomainEvents): () => void {
  const stops = [
    events.subscribe('notification.raised', (event) => {
      const argsByLanguage = Object.fromEntries(
        Object.entries(event.messages).map(([language, message]) => [language, [message]]),
      );
      for (const [hub, method] of POP_UP_HUBS) {
        realtime.publishLocalized(hub, event.audience, method, argsByLanguage, event.fallback);
      }
    }),
    events.subscribe('notice.published', (event) => {
      const told = { id: event.noticeId, priority: event.priority };
      const method = HUBS.notification.server.noticePublished;
      if (!event.shownByLanguage) {
        realtime.publish('notification', event.audience, method, [told]);
        return;
      }
      const argsByLanguage = Object.fromEntries(
        Object.entries(event.shownByLanguage).map(([language, shown]) => [
          language,
          [{ ...told, shown: { id: event.noticeId, priority: event.priority, ...shown } }],
        ]),
      );
      realtime.publishLocalized('notification', event.audience, method, argsByLanguage, FALLBACK_LANGUAGE);
    }),
    events.subscribe('downloadTask.changed', (event) => {
      realtime.announce('downloads', { kind: 'users', userIds: [event.userId] }, DOWNLOAD_TASKS_CHANGED, null);
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
