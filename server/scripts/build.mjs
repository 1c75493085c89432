// Bundles the service into dist/main.js (and its SVG, face-model and JSON workers) for `npm start`. Our own TypeScript
// (and the contracts package, which is TypeScript source) goes into the bundle; installed packages stay external
// and load from node_modules, as native and WebAssembly parts (argon2, PGlite) must.
import { readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
const bundled = new Set(['@workbench/contracts']);
const external = Object.keys(manifest.dependencies ?? {})
  .filter((name) => !bundled.has(name))
  .flatMap((name) => [name, `${name}/*`]);

await rm(join(root, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  // The SVG worker (svg-cleaner.ts) is a bundle of its own, loaded as a thread from beside main.js.
  entryPoints: {
    main: 'src/main.ts',
    'svg-clean.worker': 'src/modules/catalogue/logos/svg-clean.worker.ts',
    // The face model's thread (platform/faces/face-reader.ts), likewise.
    'face-model.worker': 'src/platform/faces/face-model.worker.ts',
    // The parser of large JSON bodies (platform/large-json/large-json-parser.ts), likewise.
    'json-parse.worker': 'src/platform/large-json/json-parse.worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'info',
  // Packages that are CommonJS inside the bundle may call require(); ESM has none by default.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
