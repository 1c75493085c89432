import type { FastifyInstance } from 'fastify';
import { sessionCache } from './sessions.repository';

/**
 * The session cache (every guarded call reads the session with its account through it) drops
 * what the spine says changed, on every instance: an ended session or a changed account is
 * refused at its next call wherever that call arrives.
 */
export function dropStaleSessionsOnChange(app: FastifyInstance): void {
  const stops = [
    app.events.subscribe('session.ended', () => sessionCache.invalidate(app.db)),
    app.events.subscribe('accounts.changed', () => sessionCache.invalidate(app.db)),
  ];
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
  });
}
