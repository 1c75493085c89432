import type { FastifyInstance } from 'fastify';
import type { DomainEvents } from './domain-events';
import { InProcessEvents } from './in-process-events';
import { RedisEvents } from './redis-events';

/**
 * `app.events`: in-process for one instance, Redis pub/sub when REDIS_URL is set. Waits for the
 * Redis subscription (up to REDIS_START_WAIT_SECONDS) so that an instance takes no call before it
 * hears the others' changes; a Redis that does not answer yet only delays that (the instance
 * reports not ready meanwhile).
 */
export async function installEvents(app: FastifyInstance): Promise<DomainEvents> {
  let events: DomainEvents;
  if (app.redis) {
    const redisEvents = new RedisEvents(app.redis, `${app.config.redisPrefix}:events`, app.log);
    const gaveUp = new Promise((resolve) => setTimeout(resolve, app.config.redisStartWaitMs).unref());
    await Promise.race([redisEvents.ready(), gaveUp]);
    events = redisEvents;
  } else {
    events = new InProcessEvents(app.log);
  }
  app.decorate('events', events);
  // After the hubs have said goodbye (preClose) and before Redis itself is closed.
  app.addHook('onClose', async () => {
    await events.close();
  });
  return events;
}
