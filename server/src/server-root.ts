import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package folder (the one holding drizzle/ and defaults/). Found by walking up from
 * this module, because the code runs both from src/ (tsx, vitest) and bundled in dist/.
 */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@workbench/server') return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('The @workbench/server package folder was not found above the running code');
    dir = parent;
  }
}

export const SERVER_ROOT = findServerRoot();
export const MIGRATIONS_DIR = join(SERVER_ROOT, 'drizzle');
export const DEFAULTS_DIR = join(SERVER_ROOT, 'defaults');
export const DEFAULT_WEB_DIST_DIR = resolve(SERVER_ROOT, '..', 'web', 'dist');
/** Holds one folder per hosted sub-application, each built into its own dist/ (e.g. apps/warehouse/dist). */
export const DEFAULT_APPS_DIST_DIR = resolve(SERVER_ROOT, '..', 'apps');
