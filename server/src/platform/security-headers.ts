import type { FastifyInstance } from 'fastify';
import { allowedOriginsReader } from './allowed-origins';
import { cachedContentSecurityPolicy } from './content-security-policy';

/**
 * The headers every answer carries whatever it is: the same set helmet sent with our options
 * (no Strict-Transport-Security: plants often serve the portal over plain http on their network,
 * and forcing https would break it; no Cross-Origin-Embedder-Policy), written once here instead of
 * being rebuilt by helmet for every answer.
 */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cross-origin-opener-policy': 'same-origin',
  // Logos and documents are shown by the framed plant applications too.
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/**
 * Security headers on every answer, set before any route or onSend hook (the API reference page
 * adds its script hashes to the policy). The Content-Security-Policy depends on config.json and
 * sys.json (content-security-policy.ts says what it allows and why) and on the host asked for; it
 * is built once per version of those files and host, and the hook does not wait for anything.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const allowedOrigins = await allowedOriginsReader(app.log, app.config.dataDir, app.config.trustedOrigins);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(STATIC_SECURITY_HEADERS);
    reply.header('content-security-policy', cachedContentSecurityPolicy(allowedOrigins(), request.host));
    done();
  });
}
