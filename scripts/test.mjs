// `npm test`: every suite in turn — contracts, server (PGlite and PostgreSQL), web, browser —
// then one closing line "N passed, N failed, N skipped" over all of them.
// `npm test -- server web` runs only the named suites.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const suites = [
  { name: 'contracts', dir: 'packages/contracts' },
  { name: 'server', dir: 'server' },
  { name: 'web', dir: 'web' },
  { name: 'warehouse', dir: 'apps/warehouse' },
  { name: 'mes', dir: 'apps/mes' },
  { name: 'maintenance', dir: 'apps/maintenance' },
  { name: 'e2e', dir: 'e2e' },
];

const wanted = process.argv.slice(2);
const chosen = wanted.length ? suites.filter((s) => wanted.includes(s.name)) : suites;
const reports = mkdtempSync(join(tmpdir(), 'workbench-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const broken = [];

for (const suite of chosen) {
  console.log(`\n━━ ${suite.name} ━━`);
  const report = join(reports, `${suite.name}.json`);
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { cwd: join(root, suite.dir), stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } },
  );
  if (existsSync(report)) {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests;
    totals.skipped += result.numPendingTests + result.numTodoTests;
    if (result.numFailedTests === 0 && run.status !== 0) broken.push(`${suite.name} (exit ${run.status})`);
  } else {
    broken.push(`${suite.name} (no report, exit ${run.status})`);
  }
}
rmSync(reports, { recursive: true, force: true });

if (broken.length) console.log(`\nSuites that failed outside their tests: ${broken.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || broken.length > 0 ? 1 : 0);
