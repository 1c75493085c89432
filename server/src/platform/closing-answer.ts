import { ERROR_CODES } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { languageOf, sendFailure } from './error-handler';

/** Seconds after which a caller may try again: a restarted instance is back within a few. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Once close() has begun (SIGTERM), calls still arriving on open connections are refused with 503
 * in the envelope and a translated "restarting" message, instead of Fastify's bare 503, while the
 * calls already in flight finish. `Connection: close` sends the caller (or the load balancer) to a
 * fresh connection, which lands on an instance that is not stopping.
 * Needs `return503OnClosing: false`, and must be installed before the other onRequest hooks.
 */
export function installClosingAnswer(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook, not an async one: every call passes here, and while open it has nothing to wait for.
  app.addHook('onRequest', (request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close').header('retry-after', String(RETRY_AFTER_SECONDS));
    // Answered here: the hooks after this one and the route do not run.
    sendFailure(reply, 503, ERROR_CODES.business, languageOf(request), 'errors.restarting');
  });
}
