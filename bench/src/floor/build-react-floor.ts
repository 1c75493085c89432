import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/**
 * Builds the React floor page (react-floor/) for production, as the portal is built: one minified
 * module script with React's production build. Returns the folder to serve at /react-floor/.
 */
export async function buildReactFloor(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'workbench-react-floor-'));
  await build({
    root: fileURLToPath(new URL('./react-floor/', import.meta.url)),
    base: '/react-floor/',
    configFile: false,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  return outDir;
}
