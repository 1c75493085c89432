// Adds up the JavaScript the sign-in page needs before its form can be used: the entry chunk and
// its static imports (what index.html loads). The sign-in page and its texts are part of the entry; the full dictionary, zod, antd and the rest of the signed-in area come only
// with signing in. Sizes are those of the build's files compressed as the service sends them
// (brotli quality 11, gzip level 9); `npm run bench` measures the real wire, headers included.
// Run after `npm run build -w web`.
// Budget: 130 KiB brotli in total (the bench's gate on the wire is 150 KiB), and no zod.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BUDGET_BROTLI_BYTES = 130 * 1024;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('manifest lacks the entry');

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);

const brotli = (code) =>
  brotliCompressSync(code, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: code.length },
  }).length;

const total = { raw: 0, gzip: 0, brotli: 0 };
const rows = [...files].map((file) => {
  const code = readFileSync(join(dist, file));
  const row = { file, raw: code.length, gzip: gzipSync(code, { level: 9 }).length, brotli: brotli(code) };
  for (const size of ['raw', 'gzip', 'brotli']) total[size] += row[size];
  return row;
});
rows.sort((a, b) => b.brotli - a.brotli);
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const line = (row, name) =>
  `${kib(row.brotli).padStart(10)} br ${kib(row.gzip).padStart(10)} gz ${kib(row.raw).padStart(10)} raw  ${name}`;
for (const row of rows) console.log(line(row, row.file));
console.log(line(total, `TOTAL (${rows.length} files; budget ${kib(BUDGET_BROTLI_BYTES)} br)`));

const zod = rows.filter((row) => /vendor-zod/.test(row.file));
if (zod.length > 0) {
  console.error(`zod is on the sign-in page: ${zod.map((row) => row.file).join(', ')}`);
  process.exitCode = 1;
}
if (total.brotli > BUDGET_BROTLI_BYTES) {
  console.error('Over budget');
  process.exitCode = 1;
}
