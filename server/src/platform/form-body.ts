import type { FastifyInstance } from 'fastify';

/**
 * Accepts application/x-www-form-urlencoded bodies as a flat object of strings (the last value
 * wins for repeated names). Registered only in the contexts whose routes accept forms (the token
 * refresh, as OAuth clients send it), so other routes keep answering such bodies 415.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}
