import { API_PATHS, auditEntrySchema, auditPageRequestSchema, pagedResultSchema } from '@workbench/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdministrator } from '../../platform/permissions';
import { queryAuditLog } from './audit.service';

/** The change log of administration, for administrators to read (writes come from the modules' services). */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    API_PATHS.admin.auditLog.pageList,
    {
      schema: { body: auditPageRequestSchema, response: { 200: pagedResultSchema(auditEntrySchema) } },
      preHandler: requireAdministrator('admin.auditOnlyAdministrators'),
    },
    async (request) => queryAuditLog(app.db, request.body),
  );
};
