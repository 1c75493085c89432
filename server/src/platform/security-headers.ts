import type { FastifyInstance } from 'fastify';
import { allowedOriginsReader } from './allowed-origins';
import { cachedContentSecurityPolicy } from './content-security-policy';
import { API_DOCS_PATHS } from './openapi-transform';

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
 * What a built script, style sheet, font or raster picture needs of the set above. The policy
 * headers (Content-Security-Policy, frame options, opener policy…) govern documents; such a file is
 * never rendered as one, so sending them with each of the first screen's ~70 files only spent about
 * a kilobyte apiece on the wire. nosniff keeps a browser from running the file as anything else.
 * SVG and HTML are documents (an SVG can hold scripts) and keep the whole set. A script started as
 * a Web Worker would take its policy from its own answer: the builds start none, and one that
 * does must be left out of this list.
 */
export const SUBRESOURCE_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cross-origin-resource-policy': STATIC_SECURITY_HEADERS['cross-origin-resource-policy'] ?? 'same-site',
  'x-content-type-options': 'nosniff',
});

/**
 * What the service's API answers carry (JSON, and the files an administrator downloads through
 * the portal's own calls): no document is ever rendered from them, so the document policies above
 * have nothing to govern, and writing eleven headers on every call cost the hot path (the menu
 * call) about a tenth of its time. A policy that allows nothing and no framing still stands
 * should a browser be pointed at one; nosniff keeps a browser from reading one as anything else.
 * The API reference page under /api/docs is a document and keeps the whole set.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': STATIC_SECURITY_HEADERS['cross-origin-resource-policy'] ?? 'same-site',
  'x-content-type-options': 'nosniff',
});

function isApiCall(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith(API_DOCS_PATHS.page);
}

/** A file of a Vite build's assets/ folder, the portal's or a sub-application's, that is never a document. */
const BUILT_SUBRESOURCE =
  /^\/(?:apps\/[a-z0-9-]+\/)?assets\/[^?#]+\.(?:m?js|css|woff2?|ttf|png|jpe?g|gif|webp|ico|wasm|map)(?:\?|$)/;

export function isBuiltSubresource(url: string): boolean {
  return BUILT_SUBRESOURCE.test(url);
}

/**
 * Security headers on every answer, set before any route or onSend hook (the API reference page
 * adds its script hashes to the policy). The Content-Security-Policy depends on config.json and
 * sys.json (content-security-policy.ts says what it allows and why) and on the host asked for; it
 * is built once per version of those files and host, and the hook does not wait for anything.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const allowedOrigins = await allowedOriginsReader(app.log, app.config.dataDir, app.config.trustedOrigins);
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiCall(request.url)) {
      reply.headers(API_SECURITY_HEADERS);
      return done();
    }
    if (isBuiltSubresource(request.url)) {
      reply.headers(SUBRESOURCE_SECURITY_HEADERS);
      return done();
    }
    reply.headers(STATIC_SECURITY_HEADERS);
    reply.header('content-security-policy', cachedContentSecurityPolicy(allowedOrigins(), request.host));
    done();
  });
}
