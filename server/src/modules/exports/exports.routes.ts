import {
  API_PATHS,
  downloadTaskQuerySchema,
  eventExportRequestSchema,
  exportMenusRequestSchema,
  exportTaskStartedSchema,
  exportUsersRequestSchema,
  PERMISSIONS,
} from '@workbench/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '../../platform/content-disposition';
import { orEmpty } from '../../platform/optional-body';
import { requirePermission } from '../../platform/permissions';
import { exportCleanUp, removeLegacyExportFolder } from './export-cleanup';
import { scheduleOrphanRecovery } from './export-recovery';
import { ExportRunner } from './export-runner';
import {
  type ExportDeps,
  openExportDownload,
  startEventExport,
  startMenuExport,
  startUserExport,
} from './exports.service';

/**
 * Background .xlsx exports (user list, an application's menus, the event centre's filtered list), the authenticated download of
 * their files from any instance, the recovery of tasks whose instance stopped, and the cleanup
 * of old tasks and files (a built-in job of the scheduler). The download-task hub reads `downloadTaskSource` (wired in the app).
 */
export const exportsRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = { db: app.db, events: app.events };
  const timeoutMs = app.config.exports.timeoutMs;
  const runner = new ExportRunner({ ...ctx, timeoutMs, log: app.log });
  const deps: ExportDeps = { ...ctx, runner, timeoutMs };

  const recovery = await scheduleOrphanRecovery(ctx, app.log);
  await removeLegacyExportFolder(app.config.dataDir);
  app.scheduler.registerKind(exportCleanUp({ ...ctx, timeoutMs }));
  app.addHook('preClose', async () => {
    await runner.stop();
    await recovery.stop();
  });

  routes.post(
    API_PATHS.downloadTasks.exportUsers,
    {
      schema: { body: orEmpty(exportUsersRequestSchema), response: { 200: exportTaskStartedSchema } },
      preHandler: requirePermission(PERMISSIONS.userManage),
    },
    (request) => startUserExport(deps, request.auth.userId, request.language),
  );

  routes.post(
    API_PATHS.downloadTasks.exportMenus,
    {
      schema: { body: exportMenusRequestSchema, response: { 200: exportTaskStartedSchema } },
      preHandler: requirePermission(PERMISSIONS.applicationManage),
    },
    (request) => startMenuExport(deps, request.auth.userId, request.language, request.body),
  );

  routes.post(
    API_PATHS.events.export,
    {
      schema: { body: eventExportRequestSchema, response: { 200: exportTaskStartedSchema } },
      // As the event centre's own calls: the permission before the body is looked at.
      preValidation: requirePermission(PERMISSIONS.eventCenter),
    },
    async (request) =>
      startEventExport(
        deps,
        { userId: request.auth.userId, grants: await app.grants.grantsOf(request.auth.userId) },
        request.language,
        request.body,
      ),
  );

  routes.get(
    API_PATHS.downloadTasks.download,
    // The workbook itself is the answer; failures still leave in the envelope.
    { schema: { querystring: downloadTaskQuerySchema }, config: { envelope: false } },
    async (request, reply) => {
      const file = await openExportDownload(deps, request.auth.userId, request.query.id, request.language);
      return reply
        .type(file.contentType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );
};
