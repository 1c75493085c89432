import { type DomainEventOf, HUBS, resolveLanguage, type SessionEndReason } from '@workbench/contracts';
import type { DomainEvents } from '../../platform/events/domain-events';
import { CATALOGUES, translate } from '../../platform/messages';
import { sessionEndedMessageKey } from '../../platform/messages/session-ended';
import type { Realtime } from '../realtime';
import { HubMethodError } from '../realtime-types';
import { installMonitorLanguage } from './monitor-language';

const { client, server } = HUBS.monitor;

/**
 * LogOutOnAccessToken's arguments in every language: the message, so that each connection gets its
 * own (docs/spec.md §8), and the reason's code after it. The connection's language is the one its
 * browser sent when it connected, which need not be the one the screen shows; the code lets the
 * portal say it in the screen's language. A client that reads only the message is unaffected.
 */
function argumentsByLanguage(reason: SessionEndReason): Record<string, unknown[]> {
  const key = sessionEndedMessageKey(reason);
  return Object.fromEntries(
    Object.keys(CATALOGUES).map((language) => [language, [translate(resolveLanguage(language), key), reason]]),
  );
}

/**
 * The monitor hub (docs/api.md §6): the portal registers with ConnectedAsync(token). When sessions
 * end (on any instance: the spine brings the event to every one), each of their screens is told
 * why with LogOutOnAccessToken — signed in elsewhere, account disabled, password reset… — and
 * then every connection of those sessions, on every hub, is closed, so that an ended session
 * receives nothing more. A user who signed out in this browser needs no message. Notifications pop
 * up here as on the notification hub (hub-deliveries.ts), in the language of monitor-language.ts.
 */
export function installMonitorHub(realtime: Realtime, events: DomainEvents): () => void {
  installMonitorLanguage(realtime);
  realtime.handle('monitor', client.connected, (_context, args) => {
    if (typeof args[0] !== 'string' || args[0].length === 0) {
      throw new HubMethodError('ConnectedAsync expects the access token.');
    }
    return null;
  });

  const onEnded = (event: DomainEventOf<'session.ended'>) => {
    const audience = { kind: 'sessions', sessionIds: event.sessions.map((s) => s.sessionId) } as const;
    if (event.reason !== 'signedOut') {
      const messages = argumentsByLanguage(event.reason);
      realtime.publishLocalized('monitor', audience, server.logOutOnAccessToken, messages, 'en');
    }
    realtime.disconnect(null, audience, 'The session has ended.');
  };
  return events.subscribe('session.ended', onEnded);
}
