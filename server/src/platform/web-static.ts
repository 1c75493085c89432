import { existsSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Vite writes what it builds to assets/ and names it by content hash (e.g. assets/index-4f3a9c1b.js),
 * so such a file never changes. Files copied from public/ (branding/login-background.svg) keep
 * their names and may change with a release.
 */
const HASHED_ASSET = /[.-][A-Za-z0-9_-]{8}\.(?:js|mjs|css|woff2?|ttf|svg|png|jpe?g|gif|webp|ico|wasm|map)$/;
const ASSETS_FOLDER = 'assets';

/** The copies scripts/precompress.mjs writes beside a build's files, by the encoding they hold. */
const ENCODED_COPY = /\.(?:br|gz)$/;

/**
 * Files that scripts/precompress.mjs may have written copies of (its PRECOMPRESSED_EXTENSIONS): what
 * is sent for them depends on the request's Accept-Encoding, which caches must know.
 */
const PRECOMPRESSIBLE = /\.(?:js|mjs|cjs|css|html|svg|json|webmanifest|map|txt|xml|ico|ttf|otf|woff|wasm)$/;

/**
 * Headers of a Vite build's file (the portal's and the sub-applications'), given the path of the file
 * sent, which is the .br or .gz copy when one was chosen. Hashed assets are cached for a year;
 * anything else, index.html first, is revalidated on every load so that a new release is picked
 * up at once.
 */
export function setBuildCacheHeaders(
  response: { setHeader(name: string, value: string): unknown },
  path: string,
): void {
  const name = basename(path).replace(ENCODED_COPY, '');
  const hashed = basename(dirname(path)) === ASSETS_FOLDER && HASHED_ASSET.test(name);
  response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (PRECOMPRESSIBLE.test(name)) response.setHeader('vary', 'Accept-Encoding');
}

/**
 * How a build folder is served (web-static.ts and apps-static.ts): a browser that accepts brotli or
 * gzip gets the copy the build precompressed (index.html for a folder's address too), with its
 * Content-Encoding, length and ETag; others get the file itself. The copies have no address of
 * their own: /x.js.br would be the same bytes labelled as an unknown download. Dot-files and
 * dot-folders (Vite's .vite/manifest.json, which maps every source file to its chunk) are not served.
 */
export const BUILD_FOLDER_OPTIONS = {
  index: ['index.html'],
  preCompressed: true,
  dotfiles: 'ignore',
  allowedPath: (pathname: string) => !ENCODED_COPY.test(pathname),
  cacheControl: false,
  setHeaders: setBuildCacheHeaders,
} satisfies Partial<FastifyStaticOptions>;

/**
 * Serves the built portal from WEB_DIST_DIR at /. The portal routes by hash, so only "/" needs
 * index.html; other unknown paths are 404s.
 */
export async function installWebStatic(app: FastifyInstance): Promise<void> {
  const root = app.config.webDistDir;
  if (!existsSync(root)) {
    app.log.warn({ webDistDir: root }, 'the portal is not built (run `npm run build`); serving the API only');
    return;
  }
  await app.register(fastifyStatic, { root, prefix: '/', ...BUILD_FOLDER_OPTIONS });
}
