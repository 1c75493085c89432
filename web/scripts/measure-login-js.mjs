// Adds up the JavaScript the sign-in page downloads: the entry chunk and its static imports
// (what index.html loads), the sign-in page chunk and its static imports, and the default
// language's portal dictionary that start-up loads (antd and dayjs locales load only with the
// signed-in area). Run after `npm run build -w web`.
// Budget: 200 KB gzip in total.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_GZIP_BYTES = 200 * 1024;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const loginKey = 'src/features/auth/login-page.tsx';
const startUpKeys = ['src/i18n/dictionaries/zh-hans.ts'];
if (!entryKey || ![loginKey, ...startUpKeys].every((key) => manifest[key])) {
  throw new Error('manifest lacks the entry, the sign-in page or the default dictionary');
}

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
for (const key of [entryKey, loginKey, ...startUpKeys]) visit(key);

let raw = 0;
let gzip = 0;
const rows = [...files].map((file) => {
  const code = readFileSync(join(dist, file));
  const zipped = gzipSync(code, { level: 9 }).length;
  raw += code.length;
  gzip += zipped;
  return { file, raw: code.length, gzip: zipped };
});
rows.sort((a, b) => b.gzip - a.gzip);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
for (const row of rows) console.log(`${kb(row.gzip).padStart(9)} gz ${kb(row.raw).padStart(9)} raw  ${row.file}`);
console.log(
  `${kb(gzip).padStart(9)} gz ${kb(raw).padStart(9)} raw  TOTAL (${rows.length} files; budget ${kb(BUDGET_GZIP_BYTES)} gz)`,
);
if (gzip > BUDGET_GZIP_BYTES) {
  console.error('Over budget');
  process.exitCode = 1;
}
