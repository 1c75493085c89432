import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

/**
 * Adds a module's routes to the app's own context rather than to an encapsulated child.
 *
 * Every Fastify context builds its own Request and Reply classes. With each module in a context of
 * its own, the code that every call runs (Fastify's request handling, the platform's hooks, the
 * serialisers) meets two dozen object shapes once the first screen has called a few modules, and
 * V8 falls back to slower, megamorphic property access there: after the bench's page loads the
 * profile call took about a fifth more CPU than on a fresh process. With the modules in the app's
 * context it took about 6 % less than before (A/B on one machine, alternated runs, noisy).
 * A module's plugin adds routes and lifecycle hooks (onReady, preClose, onClose) only; a route that
 * needs a hook, parser or decorator of its own keeps an encapsulated context for just that route,
 * as identity's form-body refresh does.
 */
export async function registerModuleRoutes(app: FastifyInstance, routes: FastifyPluginAsync): Promise<void> {
  await app.register(fastifyPlugin(routes));
}
