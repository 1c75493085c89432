// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text file of a Vite
// build, once at build time, so that the service sends browsers the compressed copy
// (@fastify/static's preCompressed) without spending a cycle per request on it.
//   node scripts/precompress.mjs <dist folder>…   (each front end's `build` script runs it)
// A copy is kept only when it is worth it: files under 1 KiB fit in a packet or two anyway, and a copy
// that is not at least 5 % smaller (e.g. a font that is compressed inside) would only split caches.
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Files with these extensions are text (or, for fonts and icons, compress well as they are). */
export const PRECOMPRESSED_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.cjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.map',
  '.txt',
  '.xml',
  '.ico',
  '.ttf',
  '.otf',
  '.woff',
  '.wasm',
]);

/** Smaller files are left alone: their copy would save next to nothing on the wire. */
export const MIN_PRECOMPRESS_BYTES = 1024;

/** A copy must be at most this share of the original to be kept. */
const MAX_KEPT_RATIO = 0.95;

const ENCODED_SUFFIXES = ['.br', '.gz'];

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

const encoders = {
  '.br': (bytes) =>
    compressBrotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  '.gz': (bytes) => compressGzip(bytes, { level: constants.Z_BEST_COMPRESSION }),
};

/** Every file under `folder`, leaving out dot-folders (Vite's .vite/manifest.json is no page asset). */
async function filesIn(folder) {
  const found = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...(await filesIn(path)));
    else if (entry.isFile()) found.push(path);
  }
  return found;
}

function isEncodedCopy(path) {
  return ENCODED_SUFFIXES.some((suffix) => path.endsWith(suffix));
}

/** Runs `work` over `items`, a few at a time: zlib's asynchronous calls run on libuv's thread pool. */
async function eachInParallel(items, work) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
}

/**
 * Precompresses the build in `folder`. Copies left by an earlier run are removed first, so a copy can
 * never be older than its original (a stale index.html.br would serve the previous release).
 * Returns the totals: how many originals got copies, and their bytes before and after.
 */
export async function precompressFolder(folder) {
  const files = await filesIn(folder);
  await Promise.all(files.filter(isEncodedCopy).map((path) => rm(path, { force: true })));
  const candidates = files.filter((path) => !isEncodedCopy(path) && PRECOMPRESSED_EXTENSIONS.has(extname(path)));
  const totals = { files: 0, bytes: 0, '.br': 0, '.gz': 0 };
  await eachInParallel(candidates, async (path) => {
    if ((await stat(path)).size < MIN_PRECOMPRESS_BYTES) return;
    const original = await readFile(path);
    let kept = false;
    for (const [suffix, encode] of Object.entries(encoders)) {
      const encoded = await encode(original);
      if (encoded.length > original.length * MAX_KEPT_RATIO) continue;
      await writeFile(path + suffix, encoded);
      totals[suffix] += encoded.length;
      kept = true;
    }
    if (kept) {
      totals.files += 1;
      totals.bytes += original.length;
    }
  });
  return totals;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const folders = process.argv.slice(2);
  if (folders.length === 0) {
    console.error('usage: node scripts/precompress.mjs <dist folder>…');
    process.exit(2);
  }
  for (const folder of folders) {
    const totals = await precompressFolder(resolve(folder));
    console.log(
      `precompressed ${totals.files} files of ${resolve(folder)}: ${kib(totals.bytes)} → ` +
        `${kib(totals['.br'])} brotli, ${kib(totals['.gz'])} gzip`,
    );
  }
}
