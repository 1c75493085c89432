import {
  API_PATHS,
  lineStatusSchema,
  mesQueryRequestSchema,
  pagedResultSchema,
  workOrderSchema,
} from '@workbench/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { queryLineStatus, queryWorkOrders } from './mes.service';

/** The demo MES service behind the MES sub-application: read-only lists. */
export const mesRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    API_PATHS.mes.workOrderPageList,
    { schema: { body: mesQueryRequestSchema, response: { 200: pagedResultSchema(workOrderSchema) } } },
    async (request) => {
      const grants = await app.grants.grantsOf(request.auth.userId);
      return queryWorkOrders(app.db, grants, request.body, request.language);
    },
  );

  routes.post(
    API_PATHS.mes.lineStatusPageList,
    { schema: { body: mesQueryRequestSchema, response: { 200: pagedResultSchema(lineStatusSchema) } } },
    async (request) => {
      const grants = await app.grants.grantsOf(request.auth.userId);
      return queryLineStatus(app.db, grants, request.body);
    },
  );
};
