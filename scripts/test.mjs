// `npm test`: every suite — contracts, server (PGlite and PostgreSQL), web, the sub-applications and
// the browser tests — then one closing line "N passed, N failed, N skipped" over all of them.
// `npm test -- server web` runs only the named suites; TEST_SERIAL=1 runs them one after another.
//
// The suites run in two lanes at once: the browser tests spend most of their time waiting for
// Chromium and the server they drive, which is time the CPU-bound suites of the other lane use.
// Each lane takes the next suite of one queue, longest first, as soon as it is free: which of the
// browser tests and the server and web suites takes longest differs from machine to machine, and
// a lane that waits for a fixed list would idle while the other still has work queued.
// Each suite's output is printed whole when it ends, so the two lanes' lines do not interleave.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Longest first (on a 2-core machine the browser tests take 300–460 s, the server suite 100–300 s,
// the web suite 70–230 s), so that the short suites fill in at the end.
const suites = [
  { name: 'e2e', dir: 'e2e' },
  { name: 'server', dir: 'server' },
  { name: 'web', dir: 'web' },
  { name: 'app-kit', dir: 'packages/app-kit' },
  { name: 'contracts', dir: 'packages/contracts' },
  { name: 'warehouse', dir: 'apps/warehouse' },
  { name: 'mes', dir: 'apps/mes' },
  { name: 'maintenance', dir: 'apps/maintenance' },
].filter((suite) => existsSync(join(root, suite.dir, 'package.json')));

const wanted = process.argv.slice(2);
const chosen = wanted.length ? suites.filter((s) => wanted.includes(s.name)) : suites;
const serial = process.env.TEST_SERIAL === '1';
const reports = mkdtempSync(join(tmpdir(), 'workbench-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const broken = [];
const failedTests = [];
const started = Date.now();

const elapsed = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Runs one suite's vitest, keeps its output until it ends, then prints it and adds up its report. */
function runSuite(suite) {
  const report = join(reports, `${suite.name}.json`);
  const since = Date.now();
  console.log(`▶ ${suite.name} started`);
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(
      'npx',
      ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
      {
        cwd: join(root, suite.dir),
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
      },
    );
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (status) => {
      console.log(`\n━━ ${suite.name} (${elapsed(since)}) ━━`);
      process.stdout.write(Buffer.concat(chunks));
      if (existsSync(report)) {
        const result = JSON.parse(readFileSync(report, 'utf8'));
        totals.passed += result.numPassedTests;
        totals.failed += result.numFailedTests;
        totals.skipped += result.numPendingTests + result.numTodoTests;
        if (result.numFailedTests === 0 && status !== 0) broken.push(`${suite.name} (exit ${status})`);
        for (const file of result.testResults ?? []) {
          for (const test of file.assertionResults ?? []) {
            if (test.status === 'failed') failedTests.push(`${suite.name}: ${test.fullName}`);
          }
        }
      } else {
        broken.push(`${suite.name} (no report, exit ${status})`);
      }
      resolve();
    });
  });
}

/** A lane: runs the queue's next suite until the queue is empty. */
async function lane(queue) {
  for (let suite = queue.shift(); suite; suite = queue.shift()) await runSuite(suite);
}

const queue = [...chosen];
await Promise.all(Array.from({ length: serial ? 1 : 2 }, () => lane(queue)));
rmSync(reports, { recursive: true, force: true });

// The names of failed tests again at the very end, where a CI log that keeps only its tail shows them.
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((name) => `  ✗ ${name}`).join('\n')}`);
if (broken.length) console.log(`\nSuites that failed outside their tests: ${broken.join(', ')}`);
console.log(`\nAll suites took ${elapsed(started)}.`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || broken.length > 0 ? 1 : 0);
