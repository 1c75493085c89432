import { cultureSwitchSchema, HUBS, languageSchema, type NotificationMessage } from '@workbench/contracts';
import { inConnectionOrder } from '../connection-queue';
import type { Realtime } from '../realtime';
import { type ConnectionContext, HubMethodError } from '../realtime-types';
import { notificationLanguageChosen } from './monitor-language';

const { client, server } = HUBS.notification;

/** Where the notifications still active for a user come from (the notifications module). */
export interface ActiveNotificationSource {
  /** The user's active notifications they have not closed, in `language`. */
  activeFor(userId: string, language: string): Promise<NotificationMessage[]>;
}

/** Per connection: whether it registered, and "<id>:<language>" of every notification it was sent. */
const REGISTERED = 'notification.registered';
const SENT = 'notification.sent';

/**
 * The notification hub (docs/api.md §6). A connection says which language it reads
 * (SwitchNotificationToAnotherCultureAsync) and registers (ConnectedNotificationAsync); from
 * then on it receives every notification in its language, and those still active for its user
 * at once, so that a screen switched on after an alarm still shows it. A language change after
 * registering sends them again in the new language; nothing is sent twice in one language.
 */
export function installNotificationHub(realtime: Realtime, source: ActiveNotificationSource): void {
  // One delivery at a time per connection, so that a switch during a delivery cannot reorder them.
  const sendActive = (context: ConnectionContext): Promise<void> =>
    inConnectionOrder(context, async () => {
      const { userId, language } = context.connection;
      const messages = await source.activeFor(userId, language);
      // Switched meanwhile: the switch delivers them in the new language.
      if (context.connection.language !== language) return;
      let sent = context.state.get(SENT) as Set<string> | undefined;
      if (!sent) {
        sent = new Set();
        context.state.set(SENT, sent);
      }
      for (const message of messages) {
        const key = `${message.Id}:${language}`;
        if (sent.has(key)) continue;
        sent.add(key);
        context.send(server.firePopUpNotification, [message]);
      }
    });

  realtime.handle('notification', client.connected, async (context) => {
    // Once per connection: a reconnect is a new connection, which registers afresh.
    if (context.state.get(REGISTERED) === true) return null;
    context.state.set(REGISTERED, true);
    await sendActive(context);
    return null;
  });
  realtime.handle('notification', client.switchCulture, async (context, args) => {
    const parsed = cultureSwitchSchema.safeParse(args[0]);
    if (!parsed.success) throw new HubMethodError('Expected {"lang", "typeName": "Notification"}.');
    const language = languageSchema.safeParse(parsed.data.lang);
    if (!language.success) throw new HubMethodError(`The language '${parsed.data.lang}' is not offered.`);
    const changed = language.data !== context.connection.language;
    context.setLanguage(language.data);
    notificationLanguageChosen(realtime, context);
    if (changed && context.state.get(REGISTERED) === true) await sendActive(context);
    return null;
  });
}
