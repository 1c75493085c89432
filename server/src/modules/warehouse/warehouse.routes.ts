import {
  API_PATHS,
  inboundOrderSchema,
  pagedResultSchema,
  stockLineSchema,
  warehouseQueryRequestSchema,
} from '@workbench/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadUserGrants } from '../roles/grants.service';
import { queryInboundOrders, queryStockLines } from './warehouse.service';

/** The demo warehouse service behind the WMS sub-application: read-only lists. */
export const warehouseRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    API_PATHS.warehouse.stockPageList,
    { schema: { body: warehouseQueryRequestSchema, response: { 200: pagedResultSchema(stockLineSchema) } } },
    async (request) => {
      const grants = await loadUserGrants(app.db, request.auth.userId);
      return queryStockLines(app.db, grants, request.body, request.language);
    },
  );

  routes.post(
    API_PATHS.warehouse.inboundOrderPageList,
    { schema: { body: warehouseQueryRequestSchema, response: { 200: pagedResultSchema(inboundOrderSchema) } } },
    async (request) => {
      const grants = await loadUserGrants(app.db, request.auth.userId);
      return queryInboundOrders(app.db, grants, request.body);
    },
  );
};
