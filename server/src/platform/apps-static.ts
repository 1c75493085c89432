import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { BUILD_FOLDER_OPTIONS } from './web-static';

/** The sub-applications the demo plant's sys.json and applications expect to find built. */
const EXPECTED_APPS = ['warehouse', 'mes', 'maintenance'];

/** Folder names that may become a URL segment; anything else in APPS_DIST_DIR is ignored. */
const APP_NAME = /^[a-z0-9][a-z0-9-]*$/;

function builtAppsIn(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && APP_NAME.test(entry.name))
    .map((entry) => entry.name)
    .filter((name) => existsSync(join(root, name, 'dist', 'index.html')))
    .sort();
}

/**
 * Serves each built sub-application, APPS_DIST_DIR/<name>/dist, at /apps/<name>/, as the portal is
 * served (web-static.ts): precompressed copies for browsers that accept them, index.html
 * revalidated on every load so that a new release is picked up at once, hashed assets cached for
 * a year. The shell frames these pages from the same origin, which the security headers'
 * frame-ancestors 'self' allows. Folders are looked up once at start-up, as the portal's own build is.
 */
export async function installAppsStatic(app: FastifyInstance): Promise<void> {
  const root = app.config.appsDistDir;
  const built = builtAppsIn(root);
  for (const name of EXPECTED_APPS.filter((expected) => !built.includes(expected))) {
    app.log.warn(
      { appsDistDir: root, app: name },
      `the sub-application "${name}" is not built (run \`npm run build\`); /apps/${name}/ answers 404`,
    );
  }
  for (const name of built) {
    await app.register(fastifyStatic, {
      root: join(root, name, 'dist'),
      // Given without its slash, with redirect: /apps/warehouse answers 301 to /apps/warehouse/, where
      // the page's asset addresses resolve.
      prefix: `/apps/${name}`,
      redirect: true,
      // The portal's registration (web-static.ts) owns reply.sendFile; a second one may not decorate.
      decorateReply: false,
      ...BUILD_FOLDER_OPTIONS,
    });
  }
}
