import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite names built assets by content hash (e.g. index-4f3a9c1b.js), so they never change. */
const HASHED_ASSET = /[.-][A-Za-z0-9_-]{8,}\.(?:js|mjs|css|woff2?|ttf|svg|png|jpe?g|gif|webp|ico|wasm|map)$/;

/**
 * Cache rules of a Vite build (the portal's and the sub-applications'): hashed assets are cached
 * for a year; anything else, index.html first, is revalidated on every load so that a new release
 * is picked up at once.
 */
export function setBuildCacheHeaders(
  response: { setHeader(name: string, value: string): unknown },
  path: string,
): void {
  response.setHeader(
    'cache-control',
    HASHED_ASSET.test(basename(path)) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/**
 * Serves the built portal from WEB_DIST_DIR at /. The portal routes by hash, so only "/" needs
 * index.html; other unknown paths are 404s. index.html is revalidated on every load so that a
 * new release is picked up; hashed assets are cached for a year.
 */
export async function installWebStatic(app: FastifyInstance): Promise<void> {
  const root = app.config.webDistDir;
  if (!existsSync(root)) {
    app.log.warn({ webDistDir: root }, 'the portal is not built (run `npm run build`); serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: ['index.html'],
    cacheControl: false,
    setHeaders: setBuildCacheHeaders,
  });
}
