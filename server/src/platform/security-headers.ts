import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { type AllowedOrigins, allowedOriginsReader } from './allowed-origins';
import { contentSecurityPolicy } from './content-security-policy';

/** When the operator's files cannot be read at all: the portal's own origin only. */
const OWN_ORIGIN_ONLY: AllowedOrigins = { platform: [], subApplications: [], trusted: [] };

/**
 * Security headers on every answer. The Content-Security-Policy depends on config.json and
 * sys.json (content-security-policy.ts says what it allows and why), so it is set here per
 * request, before any route or onSend hook (the API reference page adds its script hashes to it).
 * The rest comes from helmet.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const allowedOrigins = allowedOriginsReader(app.log, app.config.dataDir, app.config.trustedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    const origins = await allowedOrigins().catch((error: unknown) => {
      request.log.warn({ err: error }, 'allowed origins unreadable; the policy allows the own origin only');
      return OWN_ORIGIN_ONLY;
    });
    reply.header('content-security-policy', contentSecurityPolicy(origins, request.host));
  });
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    // Plants often serve the portal over plain http on their network; forcing https would break it.
    strictTransportSecurity: false,
    xFrameOptions: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Logos and documents are shown by the framed plant applications too.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
  });
}
