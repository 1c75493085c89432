import { API_PATHS } from '@workbench/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readFrontEndJsonFile } from './individuation.service';

/** The settings/branding file. Public: the sign-in page shows the plant's branding. */
export const individuationRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    API_PATHS.individuation.readFrontEndJsonFile,
    // data is the settings as a JSON string (docs/spec.md §7), which the portal parses itself.
    { config: { public: true }, schema: { response: { 200: z.string() } } },
    async (request) => readFrontEndJsonFile(app.db, (message, error) => request.log.warn({ err: error }, message)),
  );
};
