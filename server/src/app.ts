import { LIMITS } from '@workbench/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { auditRoutes } from './modules/audit/audit.routes';
import { applicationsRoutes } from './modules/catalogue/applications/applications.routes';
import { applicationsAdminRoutes } from './modules/catalogue/applications/applications-admin.routes';
import { menusRoutes } from './modules/catalogue/menus/menus.routes';
import { menusAdminRoutes } from './modules/catalogue/menus/menus-admin.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { eventStrategiesRoutes } from './modules/event-strategies/event-strategies.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { installEventsLiveList } from './modules/events/events-live-list';
import { exportsRoutes } from './modules/exports/exports.routes';
import { favouritesRoutes } from './modules/favourites/favourites.routes';
import { identityRoutes } from './modules/identity/identity.routes';
import { individuationRoutes } from './modules/individuation/individuation.routes';
import { integrationsRoutes } from './modules/integrations/integrations.routes';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { localizationRoutes } from './modules/localization/localization.routes';
import { maintenanceRoutes } from './modules/maintenance/maintenance.routes';
import { mesRoutes } from './modules/mes/mes.routes';
import { noticeJobKinds } from './modules/notices/notice-states';
import { noticesRoutes } from './modules/notices/notices.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { organizationRoutes } from './modules/organization/organization.routes';
import { pushSettingsRoutes } from './modules/push-settings/push-settings.routes';
import { rolesRoutes } from './modules/roles/roles.routes';
import { sideMenuRoutes } from './modules/side-menu/side-menu.routes';
import { loadSigningKeys, type SigningKeys } from './modules/system/signing-keys.service';
import { usersRoutes } from './modules/users/users.routes';
import { warehouseRoutes } from './modules/warehouse/warehouse.routes';
import { answerSerializerCompiler } from './platform/answer-serializer';
import { installAppsStatic } from './platform/apps-static';
import { installAuthentication } from './platform/auth/auth-hook';
import { answerClientError } from './platform/client-error';
import { installClosingAnswer } from './platform/closing-answer';
import { installCompression } from './platform/compression';
import { installEnvelope } from './platform/envelope';
import { answerFrameworkError, installErrorHandler } from './platform/error-handler';
import { installEvents } from './platform/events/install-events';
import { installHealthRoutes } from './platform/health';
import { installJsonBodyParser } from './platform/json-body';
import { standardOutputLog } from './platform/log-destination';
import { loggerOptions } from './platform/log-redaction';
import { registerModuleRoutes } from './platform/module-routes';
import { installApiDocs } from './platform/openapi';
import { installRateLimit } from './platform/rate-limit';
import { closeRedis, openRedis } from './platform/redis';
import { installRequestLog } from './platform/request-log';
import { loadInstallationKey } from './platform/secrets/installation-key';
import { installSecurityHeaders } from './platform/security-headers';
import { installStaticConfigRoutes } from './platform/static-config';
import { zodValidatorCompiler } from './platform/validation';
import { installWebStatic } from './platform/web-static';
import { installRealtime } from './realtime/install-realtime';
import type { RealtimeOptions } from './realtime/realtime';
import { prepareDatabase } from './seed/prepare';
import { installDownloadTaskHub } from './wiring/download-task-hub';
import { installMqttEventIngest } from './wiring/mqtt-event-ingest';
import { installNotificationHubSources } from './wiring/notification-hub-sources';
import { wirePlatformPorts } from './wiring/platform-ports';
import './platform/fastify-types';

export interface BuildAppOptions {
  /** An open database to use instead of opening the configured one; the app closes it. */
  database?: Database;
  /** Fastify's logger option; defaults to JSON logs at the configured level. */
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (tests read the lines); default: standard output. */
  logStream?: DestinationStream;
  /** Keep-alive timings of the hubs (tests shorten them). */
  realtime?: RealtimeOptions;
}

/** Fastify with the service's settings and what every part of it shares (database, keys). */
function createServer(
  config: Config,
  database: Database,
  keys: SigningKeys,
  installationKey: Buffer,
  options: BuildAppOptions,
) {
  const app: FastifyInstance = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel, options.logStream ?? standardOutputLog()),
    bodyLimit: LIMITS.bodyBytes,
    trustProxy: config.trustProxy,
    // platform/request-log.ts writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Lets close() end idle keep-alive connections instead of waiting for browsers to drop them.
    forceCloseConnections: 'idle',
    // platform/closing-answer.ts answers calls that arrive while closing, in the envelope.
    return503OnClosing: false,
    // A malformed address never reaches the error handler; this answers it in the envelope.
    frameworkErrors: answerFrameworkError,
    // Nor does what Node's HTTP parser refuses (over-long address or headers): in the envelope too.
    clientErrorHandler: answerClientError,
  });
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('signingKeys', keys);
  app.decorate('installationKey', installationKey);
  app.addHook('onClose', async () => {
    if (app.redis) await closeRedis(app.redis);
    await database.close();
  });
  return app;
}

/** Cross-cutting behaviour; installed before any route so that every route gets it. */
async function installPlatform(app: FastifyInstance, database: Database, options: BuildAppOptions): Promise<void> {
  const { redisUrl } = app.config;
  app.decorate('redis', redisUrl ? await openRedis(redisUrl, app.log) : null);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler({ checkAnswers: app.config.checkAnswers, log: app.log }));
  installRequestLog(app);
  installJsonBodyParser(app);
  installErrorHandler(app);
  installEnvelope(app);
  installCompression(app);
  // First of the onRequest hooks: a call that arrived before closing began is finished, whatever
  // the hooks after it wait for; one arriving later gets nothing but the refusal.
  installClosingAnswer(app);
  // Before the auth hook: a refused call must carry the security headers too.
  await installSecurityHeaders(app);
  await installEvents(app);
  wirePlatformPorts(app);
  installAuthentication(app);
  await installRateLimit(app);
  await installApiDocs(app);
  installHealthRoutes(app, database);
  installStaticConfigRoutes(app);
  await installRealtime(app, options.realtime);
}

async function installModules(app: FastifyInstance): Promise<void> {
  await registerModuleRoutes(app, identityRoutes);
  await registerModuleRoutes(app, organizationRoutes);
  await registerModuleRoutes(app, applicationsRoutes);
  await registerModuleRoutes(app, menusRoutes);
  await registerModuleRoutes(app, favouritesRoutes);
  await registerModuleRoutes(app, sideMenuRoutes);
  await registerModuleRoutes(app, localizationRoutes);
  await registerModuleRoutes(app, individuationRoutes);
  await registerModuleRoutes(app, warehouseRoutes);
  await registerModuleRoutes(app, documentsRoutes);
  await registerModuleRoutes(app, mesRoutes);
  await registerModuleRoutes(app, maintenanceRoutes);
  await registerModuleRoutes(app, notificationsRoutes);
  installNotificationHubSources(app);
  await registerModuleRoutes(app, exportsRoutes);
  installDownloadTaskHub(app);
  await registerModuleRoutes(app, auditRoutes);
  await registerModuleRoutes(app, applicationsAdminRoutes);
  await registerModuleRoutes(app, menusAdminRoutes);
  await registerModuleRoutes(app, usersRoutes);
  await registerModuleRoutes(app, rolesRoutes);
  await registerModuleRoutes(app, integrationsRoutes);
  await registerModuleRoutes(app, jobsRoutes);
  await registerModuleRoutes(app, noticesRoutes(app.scheduler));
  app.scheduler.registerKind(noticeJobKinds(app));
  await registerModuleRoutes(app, eventsRoutes);
  installEventsLiveList(app);
  await installMqttEventIngest(app);
  await registerModuleRoutes(app, pushSettingsRoutes);
  await registerModuleRoutes(app, eventStrategiesRoutes);
  await installWebStatic(app);
  await installAppsStatic(app);
}

/**
 * Builds the whole service without listening (tests call `inject`, main.ts calls `listen`):
 * open the database, migrate, create the admin account, seed the demo plant if asked, then
 * assemble Fastify. The app owns the database from here on and closes it on close().
 */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? (await openDatabase(config));
  let keys: SigningKeys;
  let installationKey: Buffer;
  try {
    // Loaded once here: preparing the database needs it (card numbers are stored keyed), and the
    // modules take it from the app instead of each reading the file again.
    installationKey = await loadInstallationKey(config.integrations.secretsKey, config.dataDir);
    await prepareDatabase(database, config, installationKey);
    keys = await loadSigningKeys(database.db);
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  const app = createServer(config, database, keys, installationKey, options);
  try {
    await installPlatform(app, database, options);
    await installModules(app);
    await app.ready();
    return app;
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
}
