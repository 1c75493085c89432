import { API_PATHS, localizationRequestSchema, localizationResponseSchema } from '@workbench/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orEmpty } from '../../platform/optional-body';
import { queryFrontEndLocalization } from './localization.service';

/** Front-end dictionaries. Public: the sign-in page is translated before anyone signs in. */
export const localizationRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    API_PATHS.localization.frontEnd,
    {
      schema: {
        body: orEmpty(localizationRequestSchema),
        response: { 200: localizationResponseSchema },
      },
      config: { public: true },
    },
    async (request) => queryFrontEndLocalization(app.db, request.body),
  );
};
