import { type EventsChangedMessage, HUBS, PERMISSIONS } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { findEventPlaces } from './event-acts.repository';
import { type EventPlace, mayRead } from './events.service';

const EVENTS_CHANGED = HUBS.monitor.server.eventsChanged;
const EVENTS_CHANGED_TOPIC = 'eventsChanged';

/**
 * The event centre's live list (docs/adr/0022-events.md): on each `events.changed`, every instance
 * reads once where the events belong and tells those of its monitor-hub connections whose user
 * may see some of them `EventsChanged {ids}`, with only those ids: administrators all, other
 * holders of the event-centre permission by the list's scope, checked per connection with the
 * cached grants. A user who may see none of them is told nothing.
 */
export function installEventsLiveList(app: FastifyInstance): void {
  const { db, events, grants, realtime, log } = app;
  realtime.onTopic('monitor', EVENTS_CHANGED_TOPIC, async (context, payload) => {
    const held = await grants.grantsOf(context.connection.userId);
    if (!held.isAdmin && !held.permissionCodes.has(PERMISSIONS.eventCenter)) return;
    const ids = (payload as readonly EventPlace[]).filter((event) => mayRead(held, event)).map((event) => event.id);
    if (ids.length > 0) context.send(EVENTS_CHANGED, [{ ids } satisfies EventsChangedMessage]);
  });
  const stop = events.subscribe('events.changed', (event) => {
    findEventPlaces(db, event.eventIds)
      .then((places) => {
        if (places.length > 0) realtime.announce('monitor', { kind: 'everyone' }, EVENTS_CHANGED_TOPIC, places);
      })
      .catch((error: unknown) =>
        log.error({ err: error }, 'the changed events could not be told to the event centres'),
      );
  });
  app.addHook('preClose', async () => stop());
}
