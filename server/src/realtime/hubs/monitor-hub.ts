import { HUBS, resolveLanguage } from '@workbench/contracts';
import { type SessionRevokedEvent, sessionEvents } from '../../modules/identity/session-events';
import { CATALOGUES, translate } from '../../platform/messages';
import type { Realtime } from '../realtime';
import { HubMethodError } from '../realtime-types';

const { client, server } = HUBS.monitor;

/** The "logged in elsewhere" text in every language, so each connection gets its own (SPEC §8). */
function loggedInElsewhereByLanguage(): Record<string, unknown[]> {
  return Object.fromEntries(
    Object.keys(CATALOGUES).map((language) => [
      language,
      [translate(resolveLanguage(language), 'errors.signedInElsewhere')],
    ]),
  );
}

/**
 * The monitor hub (API.md §6): the portal registers with ConnectedAsync(token); the server tells a
 * session that another sign-in replaced it (LogOutOnAccessToken) and ends the connections of any
 * session that ended, on every hub, so that a signed-out browser receives nothing more.
 */
export function installMonitorHub(realtime: Realtime): () => void {
  realtime.handle('monitor', client.connected, (_context, args) => {
    if (typeof args[0] !== 'string' || args[0].length === 0) {
      throw new HubMethodError('ConnectedAsync expects the access token.');
    }
    return null;
  });

  const onRevoked = (event: SessionRevokedEvent) => {
    const audience = { kind: 'sessions', sessionIds: [event.sessionId] } as const;
    if (event.reason === 'signedInElsewhere') {
      realtime.publishLocalized('monitor', audience, server.logOutOnAccessToken, loggedInElsewhereByLanguage(), 'en');
    }
    realtime.disconnect(null, audience, 'The session has ended.');
  };
  sessionEvents.on('revoked', onRevoked);
  return () => sessionEvents.off('revoked', onRevoked);
}
