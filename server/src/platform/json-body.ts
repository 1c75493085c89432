import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify parses them (prototype-poisoning safe), except that an empty body is
 * "no body": calls whose body is "none" in docs/api.md may still carry a JSON content type.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (String(body).trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, String(body), done);
  });
}
