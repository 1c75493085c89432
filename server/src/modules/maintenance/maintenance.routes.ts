import {
  API_PATHS,
  equipmentSchema,
  MAINTENANCE_RECORD_KINDS,
  maintenanceQueryRequestSchema,
  maintenanceRecordSchema,
  pagedResultSchema,
} from '@workbench/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { queryEquipment, queryMaintenanceRecords } from './maintenance.service';

/** The demo maintenance service behind the Maintenance sub-application: read-only lists. */
export const maintenanceRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    API_PATHS.maintenance.equipmentPageList,
    { schema: { body: maintenanceQueryRequestSchema, response: { 200: pagedResultSchema(equipmentSchema) } } },
    async (request) => {
      const grants = await app.grants.grantsOf(request.auth.userId);
      return queryEquipment(app.db, grants, request.body, request.language);
    },
  );

  // One list call per record kind, all of the same shape.
  for (const kind of MAINTENANCE_RECORD_KINDS) {
    routes.post(
      API_PATHS.maintenance.records[kind],
      {
        schema: { body: maintenanceQueryRequestSchema, response: { 200: pagedResultSchema(maintenanceRecordSchema) } },
      },
      async (request) => {
        const grants = await app.grants.grantsOf(request.auth.userId);
        return queryMaintenanceRecords(app.db, grants, kind, request.body, request.language);
      },
    );
  }
};
