import { createHash } from 'node:crypto';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';

/** Hashes of the page's inline scripts, so that only those run besides the page's own files. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/** The portal's policy with the page's own inline start-up script allowed (by hash) and nothing else. */
function allowInlineScripts(policy: string, hashes: string[]): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => (directive.startsWith('script-src ') ? `${directive} ${hashes.join(' ')}` : directive))
    .join(';');
}

/**
 * The reference page (Scalar), in a context of its own so that its hooks touch no other route.
 * The portal's CSP allows no inline script; the page has one (its start-up call), which is
 * allowed by its hash on this page only.
 */
export async function installReferencePage(
  app: FastifyInstance,
  paths: { page: `/${string}`; document: string },
  routeConfig: { public: true; envelope: false },
): Promise<void> {
  await app.register(async (docs) => {
    // The plugin's routes take no route config: give them ours. (The envelope saw them first and
    // wrapped their handlers, which send their answers themselves and so pass through unchanged.)
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, ...routeConfig };
    });
    docs.addHook('onSend', async (_request, reply, payload) => {
      const policy = reply.getHeader('content-security-policy');
      const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      if (!isPage || typeof payload !== 'string' || typeof policy !== 'string') return payload;
      const hashes = inlineScriptHashes(payload);
      if (hashes.length > 0) reply.header('content-security-policy', allowInlineScripts(policy, hashes));
      return payload;
    });
    await docs.register(scalar, {
      routePrefix: paths.page,
      configuration: {
        // The document is served by our own route below; the page only reads it.
        url: paths.document,
        pageTitle: 'Workbench platform API',
        // Everything from this host: no web fonts, no hosted services (the CSP would refuse them).
        withDefaultFonts: false,
        telemetry: false,
        showDeveloperTools: 'never',
        agent: { disabled: true },
      },
    });
  });
}
