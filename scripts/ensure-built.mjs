// Builds the portal (web/dist), the hosted sub-applications (apps/<name>/dist) and the service
// bundle (server/dist) when they are missing or older than their sources, so `npm start` and the
// browser tests always run what is in the tree.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const targets = [
  {
    name: 'web',
    output: join(root, 'web/dist/index.html'),
    sources: [
      'web/src',
      'web/public',
      'web/index.html',
      'web/vite.config.ts',
      'web/scripts/baked-antd-styles-plugin.ts',
      'web/scripts/bake-antd-styles.tsx',
      'packages/contracts/src',
      'scripts/precompress.mjs',
    ],
  },
  {
    name: 'apps/warehouse',
    output: join(root, 'apps/warehouse/dist/index.html'),
    sources: [
      'apps/warehouse/src',
      'apps/warehouse/index.html',
      'apps/warehouse/vite.config.ts',
      'apps/warehouse/package.json',
      'scripts/precompress.mjs',
      'packages/contracts/src',
    ],
  },
  {
    name: 'apps/mes',
    output: join(root, 'apps/mes/dist/index.html'),
    sources: [
      'apps/mes/src',
      'apps/mes/index.html',
      'apps/mes/vite.config.ts',
      'apps/mes/package.json',
      'scripts/precompress.mjs',
      'packages/contracts/src',
    ],
  },
  {
    name: 'apps/maintenance',
    output: join(root, 'apps/maintenance/dist/index.html'),
    sources: [
      'apps/maintenance/src',
      'apps/maintenance/index.html',
      'apps/maintenance/vite.config.ts',
      'apps/maintenance/package.json',
      'scripts/precompress.mjs',
      'packages/contracts/src',
      'packages/app-kit/src',
    ],
  },
  {
    name: 'server',
    output: join(root, 'server/dist/main.js'),
    sources: ['server/src', 'server/scripts', 'packages/contracts/src'],
  },
];

export function ensureBuilt({ quiet = false } = {}) {
  for (const target of targets) {
    const built = existsSync(target.output) ? statSync(target.output).mtimeMs : 0;
    const sources = Math.max(...target.sources.map((s) => newestMtime(join(root, s))));
    if (built >= sources) continue;
    if (!quiet) console.log(`Building ${target.name}…`);
    // Always a production build: a caller's NODE_ENV (vitest sets "test") would otherwise make Vite
    // bundle React's development build, larger and slower, and `npm start` would then serve it.
    const run = spawnSync('npm', ['run', 'build', '-w', target.name], {
      cwd: root,
      stdio: quiet ? 'pipe' : 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (run.status !== 0) {
      if (quiet) process.stderr.write(run.stdout?.toString() ?? '', () => {});
      throw new Error(`Building ${target.name} failed (exit ${run.status})`);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuilt();
