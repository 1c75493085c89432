import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../platform/errors';
import { DEFAULTS_DIR } from '../../server-root';
import { DOCUMENTS_PATH, listDocumentNames, readDocument } from './documents.service';

const FOLDER = join(DEFAULTS_DIR, 'documents');

/**
 * GET /documents/<name>: a plant handbook. Public like the portal's own pages: the document list
 * opens them in a new tab, which carries no bearer token; they hold no plant data.
 */
export const documentsRoutes: FastifyPluginAsync = async (app) => {
  const names = await listDocumentNames(FOLDER);
  app.get<{ Params: { name: string } }>(
    `${DOCUMENTS_PATH}/:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const document = await readDocument(FOLDER, names, request.params.name);
      if (!document) throw notFound();
      return reply.type(document.contentType).header('Cache-Control', 'public, max-age=3600').send(document.body);
    },
  );
};
