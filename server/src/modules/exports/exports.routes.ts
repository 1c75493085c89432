import { createReadStream } from 'node:fs';
import {
  API_PATHS,
  downloadTaskQuerySchema,
  exportMenusRequestSchema,
  exportTaskStartedSchema,
  exportUsersRequestSchema,
  PERMISSIONS,
} from '@workbench/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../platform/permissions';
import { installDownloadsHub } from '../../realtime/hubs/downloads-hub';
import { attachmentDisposition } from './content-disposition';
import { scheduleExportCleanup } from './export-cleanup';
import { exportsDirectory } from './export-files';
import { ExportRunner } from './export-runner';
import {
  downloadTaskSource,
  type ExportDeps,
  openExportDownload,
  startMenuExport,
  startUserExport,
} from './exports.service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Fastify hands a call without a body over as null; these calls treat that as "no options". */
const orEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((body) => body ?? {}, schema);

/**
 * Background .xlsx exports (user list, an application's menus), the authenticated download of
 * their files, the download-task hub's source, and the cleanup of old tasks and files.
 */
export const exportsRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const directory = exportsDirectory(app.config.dataDir);
  const timeoutMs = app.config.exports.timeoutMs;
  const runner = new ExportRunner({ db: app.db, realtime: app.realtime, directory, timeoutMs, log: app.log });
  const deps: ExportDeps = { db: app.db, realtime: app.realtime, runner, directory, timeoutMs };
  installDownloadsHub(app.realtime, downloadTaskSource(deps));

  const cleanup = await scheduleExportCleanup(deps, app.log);
  app.addHook('preClose', async () => {
    await runner.stop();
    await cleanup.stop();
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

  routes.get(
    API_PATHS.downloadTasks.download,
    // The workbook itself is the answer; failures still leave in the envelope.
    { schema: { querystring: downloadTaskQuerySchema }, config: { envelope: false } },
    async (request, reply) => {
      const file = await openExportDownload(deps, request.auth.userId, request.query.id, request.language);
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .send(createReadStream(file.path));
    },
  );
};
