import {
  API_PATHS,
  PUSH_DEFAULTS_PERMISSION,
  pushSettingAnswerSchema,
  pushSettingDefaultsAnswerSchema,
  pushSettingSchema,
} from '@workbench/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePermission } from '../../platform/permissions';
import {
  getOwnPushSetting,
  getPushSettingDefaults,
  type PushSettingsContext,
  resetOwnPushSetting,
  saveOwnPushSetting,
  savePushSettingDefaults,
} from './push-settings.service';

/**
 * Message push settings (docs/adr/0024-push-settings.md): get, save and reset of the caller's own
 * setting for every signed-in user; the defaults under the event-strategy permission.
 */
export const pushSettingsRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const paths = API_PATHS.pushSettings;
  const ctx: PushSettingsContext = {
    db: app.db,
    events: app.events,
    timeZone: app.config.jobs.plantTimeZone,
    now: () => new Date(),
  };
  const own = { 200: pushSettingAnswerSchema };

  routes.get(paths.get, { schema: { response: own } }, async (request) => getOwnPushSetting(ctx, request.auth.userId));
  routes.post(paths.save, { schema: { body: pushSettingSchema, response: own } }, async (request) =>
    saveOwnPushSetting(ctx, request.auth.userId, request.body),
  );
  routes.post(paths.reset, { schema: { response: own } }, async (request) =>
    resetOwnPushSetting(ctx, request.auth.userId),
  );

  const defaults = requirePermission(PUSH_DEFAULTS_PERMISSION);
  const answered = { 200: pushSettingDefaultsAnswerSchema };
  routes.get(paths.getDefaults, { preValidation: defaults, schema: { response: answered } }, async () =>
    getPushSettingDefaults(ctx),
  );
  routes.post(
    paths.saveDefaults,
    { preValidation: defaults, schema: { body: pushSettingSchema, response: answered } },
    async (request) =>
      savePushSettingDefaults(ctx, { userId: request.auth.userId, userName: request.auth.userName }, request.body),
  );
};
