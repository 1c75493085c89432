import {
  API_PATHS,
  inboundOrderSchema,
  pagedResultSchema,
  stockLineSchema,
  WAREHOUSE_TASK_KINDS,
  warehouseQueryRequestSchema,
  warehouseTaskQueryRequestSchema,
  warehouseTaskSchema,
} from '@workbench/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { queryInboundOrders, queryStockLines, queryWarehouseTasks } from './warehouse.service';

/** The demo warehouse service behind the WMS sub-application: read-only lists. */
export const warehouseRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    API_PATHS.warehouse.stockPageList,
    { schema: { body: warehouseQueryRequestSchema, response: { 200: pagedResultSchema(stockLineSchema) } } },
    async (request) => {
      const grants = await app.grants.grantsOf(request.auth.userId);
      return queryStockLines(app.db, grants, request.body, request.language);
    },
  );

  routes.post(
    API_PATHS.warehouse.inboundOrderPageList,
    { schema: { body: warehouseQueryRequestSchema, response: { 200: pagedResultSchema(inboundOrderSchema) } } },
    async (request) => {
      const grants = await app.grants.grantsOf(request.auth.userId);
      return queryInboundOrders(app.db, grants, request.body);
    },
  );

  // One list call per task kind, all of the same shape.
  for (const kind of WAREHOUSE_TASK_KINDS) {
    routes.post(
      API_PATHS.warehouse.tasks[kind],
      { schema: { body: warehouseTaskQueryRequestSchema, response: { 200: pagedResultSchema(warehouseTaskSchema) } } },
      async (request) => {
        const grants = await app.grants.grantsOf(request.auth.userId);
        return queryWarehouseTasks(app.db, grants, kind, request.body, request.language);
      },
    );
  }
};
