import { HUBS, resolveLanguage } from '@workbench/contracts';
import type { Db } from '../../db/client';
import { translate } from '../../platform/messages';
import { installNotificationHub } from '../../realtime/hubs/notification-hub';
import type { Realtime } from '../../realtime/realtime';
import { HubMethodError } from '../../realtime/realtime-types';
import { closeNotificationForUser, queryActiveNotifications } from './notifications.service';

/**
 * What the notifications module brings to the hubs (API.md §6): the notification hub, fed with
 * each user's active notifications, and RemoveNotificationOutputsAsync on the monitor hub (the
 * user closed a pop-up; it no longer reaches them, on any device).
 */
export function installNotificationDelivery(realtime: Realtime, db: Db): void {
  installNotificationHub(realtime, {
    activeFor: (userId, language) => queryActiveNotifications(db, userId, language),
  });

  realtime.handle('monitor', HUBS.monitor.client.removeNotificationOutputs, async (context, args) => {
    const { userId, language } = context.connection;
    if (!(await closeNotificationForUser(db, userId, args[0]))) {
      throw new HubMethodError(translate(resolveLanguage(language), 'notifications.notFound'));
    }
    return null;
  });
}
