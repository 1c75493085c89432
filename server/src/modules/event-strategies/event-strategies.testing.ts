import { API_PATHS, type Channel, type CreateEventStrategyRequest, type EventStrategy } from '@workbench/contracts';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SignedIn } from '../../../test/helper';
import { ok } from '../events/events.testing';
import { integrationOutbox } from '../integrations/delivery/outbox.table';
import { notifications } from '../notifications/notifications.table';
import { strategyDispatcherOf } from './event-strategies.routes';
import { eventStrategies } from './event-strategies.table';
import type { StrategyContext } from './strategy-dispatch';

export const strategyPaths = API_PATHS.eventStrategies;

/** A strategy created by `as` through the API. */
export function createStrategy(app: FastifyInstance, as: SignedIn, strategy: CreateEventStrategyRequest) {
  return ok<EventStrategy>(app, as, strategyPaths.create, strategy);
}

/** An e-mail channel to nowhere (port 9): its messages stay in the outbox, which is what the tests read. */
export function mailChannel(app: FastifyInstance, as: SignedIn, name: string, enabled = true) {
  const template = { subject: '{{title}}', body: '' };
  return ok<Channel>(app, as, API_PATHS.admin.channels.create, {
    kind: 'email',
    name,
    enabled,
    settings: {
      host: '127.0.0.1',
      port: 9,
      tls: 'none',
      userName: '',
      senderName: 'Plant alarms',
      senderAddress: 'alarms@plant.example',
      templates: { en: template, 'de-DE': template, 'zh-Hans': template },
    },
  });
}

/** The messages the outbox holds for a channel, by recipient. */
export function outboxOf(app: FastifyInstance, channelId: string) {
  return app.db
    .select()
    .from(integrationOutbox)
    .where(eq(integrationOutbox.channelId, channelId))
    .orderBy(integrationOutbox.recipient);
}

/** How many strategies and notifications are stored: what a refused call must leave as it was. */
export async function storedCounts(app: FastifyInstance) {
  const [[strategies], [raised]] = await Promise.all([
    app.db.select({ n: count() }).from(eventStrategies),
    app.db.select({ n: count() }).from(notifications),
  ]);
  return { strategies: Number(strategies?.n ?? 0), notifications: Number(raised?.n ?? 0) };
}

/**
 * A clock the test moves by hand, set on the app's dispatcher and handed to the escalation's
 * runs: `at` it stands, `advance` moves it on.
 */
export function handClock(app: FastifyInstance, start: Date) {
  let now = start;
  const dispatcher = strategyDispatcherOf(app);
  dispatcher.clock = () => now;
  const ctx: StrategyContext = { ...dispatcher.ctx, now: () => now };
  return {
    ctx,
    get now() {
      return now;
    },
    advance(minutes: number) {
      now = new Date(now.getTime() + minutes * 60_000);
    },
    /** Until every dispatch under way on this app has ended. */
    settled: () => dispatcher.idle(),
    restore() {
      dispatcher.clock = () => new Date();
    },
  };
}
