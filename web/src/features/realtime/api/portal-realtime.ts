import { getApiBaseUrl } from '../../../api/http-client';
import { useDownloadsStore } from '../../../stores/downloads-store';
import { useHubNewsStore } from '../../../stores/hub-news-store';
import { useRealtimeStatusStore } from '../../../stores/realtime-status-store';
import { readAccessToken } from '../../../stores/session-cookies';
import { useSessionStore } from '../../../stores/session-store';
import { receiveNotification } from '../stores/notification-actions';
import { hubAccessToken } from './hub-access-token';
import type { ConnectionFactory } from './hub-connection';
import { createRealtimeManager, type RealtimeManager } from './realtime-manager';
import { renewHubAccess, sessionEndedByServer } from './session-ended-by-server';

/** The real-time manager wired to the portal: its session, its stores and the sign-out. */
export function createPortalRealtime(connect: ConnectionFactory): RealtimeManager {
  return createRealtimeManager({
    connect,
    baseUrl: getApiBaseUrl(),
    connectionToken: () => hubAccessToken(),
    session: {
      accessToken: () => readAccessToken() ?? '',
      language: () => useSessionStore.getState().language,
      userId: () => useSessionStore.getState().userId,
      downloadWindowDays: () => useDownloadsStore.getState().days,
    },
    renewAccess: renewHubAccess,
    onStatus: (status) => useRealtimeStatusStore.getState().setStatus(status),
    events: {
      sessionEnded: sessionEndedByServer,
      notification: (message) => receiveNotification(message),
      downloadGroups: (groups) => useDownloadsStore.getState().setGroups(groups),
      jobChanged: (message) => useHubNewsStore.getState().receiveJobChanged(message),
      noticePublished: (message) => useHubNewsStore.getState().receiveNoticePublished(message),
      eventsChanged: (message) => useHubNewsStore.getState().receiveEventsChanged(message),
    },
  });
}
