import { getApiBaseUrl } from '../../../api/http-client';
import { showErrorModal } from '../../../app/feedback';
import { translate } from '../../../i18n/translate';
import { useDownloadsStore } from '../../../stores/downloads-store';
import { readAccessToken } from '../../../stores/session-cookies';
import { useSessionStore } from '../../../stores/session-store';
import { endSession, hasSession } from '../../auth';
import { receiveNotification } from '../stores/notification-actions';
import { hubAccessToken } from './hub-access-token';
import type { ConnectionFactory } from './hub-connection';
import { createRealtimeManager, type RealtimeManager } from './realtime-manager';

/**
 * SPEC §8: another sign-in of the account replaced this one. The session is cleared here without
 * a server call (the server ended it), and the message stays until the user closes it, over the
 * sign-in page the user is taken to.
 */
function loggedOutElsewhere(): void {
  if (!hasSession()) return;
  void showErrorModal(translate('realtime.loggedInElsewhere'));
  void endSession();
}

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
    events: {
      loggedOutElsewhere,
      notification: (message) => receiveNotification(message),
      downloadGroups: (groups) => useDownloadsStore.getState().setGroups(groups),
    },
  });
}
