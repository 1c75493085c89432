import {
  API_PATHS,
  changePasswordRequestSchema,
  extendTicketRequestSchema,
  faceFrameCheckRequestSchema,
  faceFrameCheckSchema,
  faceIdLoginRequestSchema,
  isFaceLivenessOn,
  LIMITS,
  loginResultSchema,
  newLoginRequestSchema,
  refreshTokenRequestSchema,
  swipeCardLoginRequestSchema,
} from '@workbench/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptFormBodies } from '../../platform/form-body';
import { translate } from '../../platform/messages';
import { checkFaceFrame, signInWithFace } from './face-sign-in.service';
import { dropStaleSessionsOnChange } from './identity.cache-events';
import { identityCleanUpKinds } from './identity-cleanups';
import { type ClientInfo, identityContextOf } from './identity-context';
import { changePassword } from './password.service';
import { withRetryAfter } from './retry-after';
import { endSession, extendTicket, refreshSession } from './sessions.service';
import { signInWithCard, signInWithPassword } from './sign-in.service';
import { readSignInConfig, refuseUnlistedWay } from './sign-in-ways';

function clientOf(request: FastifyRequest): ClientInfo {
  return { address: request.ip, userAgent: request.headers['user-agent'] };
}

const publicRoute = { public: true } as const;
const FACE_BODY_LIMIT = Math.ceil((LIMITS.uploadBytes * 4) / 3) + 1024;
const signInSchema = <T extends z.ZodType>(body: T) => ({ body, response: { 200: loginResultSchema } });

/** Sign-in, token refresh, logout, ticket extension and password change (docs/api.md §2). */
export const identityRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = identityContextOf(app);
  dropStaleSessionsOnChange(app);
  for (const kind of identityCleanUpKinds({
    db: app.db,
    refreshTokenDays: app.config.auth.refreshTokenDays,
    signInWindowMinutes: app.config.signInLimits.windowMinutes,
    now: () => new Date(),
  })) {
    app.scheduler.registerKind(kind);
  }

  routes.post(
    API_PATHS.identity.newLogin,
    { config: publicRoute, schema: signInSchema(newLoginRequestSchema) },
    (request, reply) => withRetryAfter(reply, signInWithPassword(ctx, request.body, clientOf(request))),
  );

  routes.post(
    API_PATHS.identity.loginForSwipeCard,
    { config: publicRoute, schema: signInSchema(swipeCardLoginRequestSchema) },
    async (request, reply) => {
      refuseUnlistedWay(await readSignInConfig(app, request), 'card');
      return withRetryAfter(reply, signInWithCard(ctx, request.body, clientOf(request)));
    },
  );

  routes.post(
    API_PATHS.identity.loginForFaceId,
    // A photo is an upload: base64 of up to 10 MiB, not the 1 MiB of ordinary calls (docs/api.md §1).
    // Two pictures with the liveness step.
    { config: publicRoute, schema: signInSchema(faceIdLoginRequestSchema), bodyLimit: 2 * FACE_BODY_LIMIT },
    async (request, reply) => {
      const config = await readSignInConfig(app, request);
      refuseUnlistedWay(config, 'face');
      const liveness = isFaceLivenessOn(config.faceLiveness);
      return withRetryAfter(reply, signInWithFace(ctx, request.body, clientOf(request), { liveness }));
    },
  );

  routes.post(
    API_PATHS.identity.checkFaceFrame,
    {
      config: publicRoute,
      schema: { body: faceFrameCheckRequestSchema, response: { 200: faceFrameCheckSchema } },
      bodyLimit: FACE_BODY_LIMIT,
    },
    async (request) => {
      refuseUnlistedWay(await readSignInConfig(app, request), 'face');
      return checkFaceFrame(ctx, request.body);
    },
  );

  // Its own context: only the refresh accepts form bodies, as OAuth clients send them.
  await app.register(async (formContext) => {
    acceptFormBodies(formContext);
    formContext
      .withTypeProvider<ZodTypeProvider>()
      .post(
        API_PATHS.identity.refreshToken,
        { config: publicRoute, schema: signInSchema(refreshTokenRequestSchema) },
        (request) => refreshSession(ctx, request.body),
      );
  });

  routes.post(API_PATHS.identity.logout, { schema: { response: { 200: z.null() } } }, async (request) => {
    await endSession(ctx, request.auth.userId, request.auth.sessionId, 'signedOut');
    return null;
  });

  // Public: an expired ticket must get its "code 0" answer rather than a token error first.
  routes.post(
    API_PATHS.identity.extendTicket,
    { config: publicRoute, schema: { body: extendTicketRequestSchema, response: { 200: z.null() } } },
    async (request) => {
      await extendTicket(ctx, request.body.ticket);
      return null;
    },
  );

  routes.post(
    API_PATHS.identity.changePassword,
    { schema: { body: changePasswordRequestSchema, response: { 200: z.null() } } },
    async (request, reply) => {
      const messageKey = await withRetryAfter(reply, changePassword(ctx, request.auth, request.body, request.ip));
      reply.successMessage = translate(request.language, messageKey);
      return null;
    },
  );
};
