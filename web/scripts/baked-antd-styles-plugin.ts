import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** What the signed-in layout imports to get antd's pre-baked styles (docs/adr/0017-first-signed-in-screen-without-waiting.md). */
export const BAKED_ANTD_STYLES_ID = 'virtual:baked-antd-styles.css';
// A path-like id ending in .css, so that Vite's CSS pipeline takes it like a file of the project.
const RESOLVED_ID = fileURLToPath(new URL('../src/app/baked-antd-styles.css', import.meta.url));
const BAKER = fileURLToPath(new URL('./bake-antd-styles.tsx', import.meta.url));

/**
 * Bakes, at build time, the CSS that antd's CSS-in-JS would otherwise generate in the browser for
 * the components of the first signed-in screen, with the path map that tells antd to skip them
 * (see bake-antd-styles.tsx). The development server and the component tests get an empty file:
 * antd then generates every style at runtime, as it does for anything the file does not hold.
 */
export function bakedAntdStyles(): Plugin {
  let baking = false;
  return {
    name: 'workbench:baked-antd-styles',
    configResolved(config) {
      baking = config.command === 'build' && config.mode !== 'test';
    },
    resolveId(id) {
      return id === BAKED_ANTD_STYLES_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      if (!baking) return '';
      // A process of its own: antd renders on the server side under NODE_ENV=production, whose class
      // hashes are the ones the built portal uses.
      return execFileSync(process.execPath, ['--import', 'tsx', BAKER], {
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: 'production' },
        maxBuffer: 16 * 1024 * 1024,
      });
    },
  };
}
