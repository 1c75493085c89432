import type { Realtime } from '../realtime';
import type { ConnectionContext } from '../realtime-types';

/** Monitor-hub topic: take this language (the payload). */
const FOLLOW = 'monitor.followLanguage';
/** Notification-hub topic: tell the monitor connection (the payload: its id) the language chosen here. */
const TELL = 'notification.tellLanguage';
/** Per notification-hub connection: whether its client chose its language (SwitchNotificationToAnotherCultureAsync). */
const CHOSEN = 'notification.languageChosen';

const sessionOf = (context: ConnectionContext) =>
  ({ kind: 'sessions', sessionIds: [context.connection.sessionId] }) as const;

/**
 * The portal tells the notification hub the language it shows; the monitor hub has no such method,
 * and a browser opens a WebSocket in the browser's own language. So a monitor connection reads in
 * the language its session's notification-hub connection chose, that connection being on this
 * instance: a pop-up that reaches the portal on both hubs (and the message of a session that
 * ended) is in the language on screen, whichever hub's copy the portal shows. A monitor connection
 * of a session with no such connection here keeps the language it connected with.
 */
export function installMonitorLanguage(realtime: Realtime): void {
  realtime.onTopic('monitor', FOLLOW, (context, language) => {
    if (typeof language === 'string') context.setLanguage(language);
  });
  realtime.onTopic('notification', TELL, (context, connectionId) => {
    if (context.state.get(CHOSEN) !== true || typeof connectionId !== 'string') return;
    realtime.announce('monitor', { kind: 'connection', connectionId }, FOLLOW, context.connection.language);
  });
  // A monitor connection that opens (or comes back) after the choice asks for it.
  realtime.onConnected('monitor', (context) => {
    realtime.announce('notification', sessionOf(context), TELL, context.connection.connectionId);
  });
}

/** The notification hub's client chose the connection's language: its session's monitor connections follow. */
export function notificationLanguageChosen(realtime: Realtime, context: ConnectionContext): void {
  context.state.set(CHOSEN, true);
  realtime.announce('monitor', sessionOf(context), FOLLOW, context.connection.language);
}
