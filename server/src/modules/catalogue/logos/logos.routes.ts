import { API_PATHS, LIMITS, PERMISSIONS, uploadLogoRequestSchema, uploadLogoResultSchema } from '@workbench/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../../platform/permissions';
import { readLogo, uploadLogo } from './logos.service';

// A file upload may be up to 10 MiB (docs/api.md §1), base64 making it a third larger. Files larger
// than a logo still reach the service, which answers a 413 naming the logo's limit
// instead of the contract's bare "too long" on `data`.
const UPLOAD_BODY_LIMIT = Math.ceil((LIMITS.uploadBytes * 4) / 3) + 1024;
const uploadBodySchema = uploadLogoRequestSchema.extend({ data: z.string().min(1).max(UPLOAD_BODY_LIMIT) });

/**
 * Logos are served to anyone (the sign-in page and the drawer's tiles show them), never as a
 * document that can run anything: a sandboxing CSP, no sniffing, and the address never changes
 * its content, so it may be cached for a year.
 */
const LOGO_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'cache-control': 'public, max-age=31536000, immutable',
};

export const logosRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    API_PATHS.admin.applications.uploadLogo,
    {
      schema: { body: uploadBodySchema, response: { 200: uploadLogoResultSchema } },
      bodyLimit: UPLOAD_BODY_LIMIT,
      preHandler: requirePermission(PERMISSIONS.applicationManage),
    },
    async (request) => uploadLogo(app.db, request.body),
  );

  routes.get(
    API_PATHS.admin.logoRoute,
    {
      schema: { params: z.object({ file: z.string().max(LIMITS.nameMax) }) },
      // The picture itself is the answer; a 404 still leaves in the envelope.
      config: { public: true, envelope: false },
    },
    async (request, reply) => {
      const logo = await readLogo(app.db, request.params.file);
      return reply.headers(LOGO_HEADERS).type(logo.contentType).send(logo.bytes);
    },
  );
};
