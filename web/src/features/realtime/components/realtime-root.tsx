import { useEffect, useState } from 'react';
import { useDownloadsStore } from '../../../stores/downloads-store';
import { useHubNewsStore } from '../../../stores/hub-news-store';
import { followSession } from '../api/follow-session';
import type { ConnectionFactory } from '../api/hub-connection';
import { createPortalRealtime } from '../api/portal-realtime';
import { connectWithSignalR } from '../api/signalr-connection';
import { createSoundPlayer } from '../sound/sound-player';
import { useNotificationSound } from '../sound/use-notification-sound';
import { useUnblockOnInteraction } from '../sound/use-unblock-on-interaction';
import { clearNotifications } from '../stores/notification-actions';
import { NotificationLayer } from './notification-layer';
import { NotificationOutputsContext } from './notification-outputs-context';

/** Nothing of a session stays on screen or in memory for whoever signs in next. */
function clearSessionState(): void {
  clearNotifications();
  useDownloadsStore.getState().reset();
  useHubNewsStore.getState().reset();
}

/**
 * The real-time part of the signed-in frame: the hub connections for as long as the session lasts,
 * and what they show and sound. `connect` is the official SignalR client; tests give a fake.
 */
export function RealtimeRoot({ connect = connectWithSignalR }: { connect?: ConnectionFactory }) {
  const [manager] = useState(() => createPortalRealtime(connect));
  const [player] = useState(() => createSoundPlayer());
  useEffect(() => followSession(manager, clearSessionState), [manager]);
  useNotificationSound(player);
  useUnblockOnInteraction(player);

  return (
    <NotificationOutputsContext.Provider value={manager.removeNotificationOutputs}>
      <NotificationLayer onEnableSound={player.unblock} />
    </NotificationOutputsContext.Provider>
  );
}
