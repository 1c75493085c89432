import { HUBS, resolveLanguage } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { closeNotificationForUser, queryActiveNotifications } from '../modules/notifications/notifications.service';
import { translate } from '../platform/messages';
import { installNotificationHub } from '../realtime/hubs/notification-hub';
import { HubMethodError } from '../realtime/realtime-types';

/**
 * What the notifications module brings to the hubs (docs/api.md §6): the notification hub, fed with
 * each user's active notifications, and RemoveNotificationOutputsAsync on the monitor hub (the
 * user closed a pop-up; it no longer reaches them, on any device). New notifications reach the
 * hubs through the change-event spine (realtime/hub-deliveries.ts).
 */
export function installNotificationHubSources(app: FastifyInstance): void {
  const { db, realtime } = app;
  installNotificationHub(realtime, {
    activeFor: (userId, language) => queryActiveNotifications(db, userId, language),
  });

  realtime.handle('monitor', HUBS.monitor.client.removeNotificationOutputs, async (context, args) => {
    const { userId, language } = context.connection;
    if (!(await closeNotificationForUser({ db, events: app.events }, userId, args[0]))) {
      throw new HubMethodError(translate(resolveLanguage(language), 'notifications.notFound'));
    }
    return null;
  });
}
