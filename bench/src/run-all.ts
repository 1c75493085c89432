// `npm run bench`: starts the built server on the embedded database with the demo plant and
// measures the budgets of the issues; prints one table and exits 1 when a budget is exceeded.
// Page loads and API calls are measured beside their physical floor in the same run (a trivial
// page and a bare Node http server, bench/src/floor), so the figures mean something on a busy machine.

import { startServer } from '../../e2e/support/server';
import { ensureBuilt } from '../../scripts/ensure-built.mjs';
import { measureHubBroadcast } from './broadcast/hub-broadcast';
import { measureEventList } from './event-list-load';
import { measureFaceSignIn } from './face-sign-in-load';
import { measureHealthDuringUploads } from './health-during-uploads';
import { LOAD_TEST_ENV } from './load-test-env';
import { measureMenuListLoad } from './menu-list-load';
import { measureMenuSearch } from './menu-search';
import { measurePageLoad } from './page-load/measure-page-load';
import { measureProfileLoad } from './profile-load';
import { residentBytes } from './server-memory';
import { measureSeveralInstances } from './several-instances/measure-several-instances';
import { measureShell } from './shell-load';
import { measureSignInAssets } from './sign-in-assets';
import { printTable, type Row } from './table';
import { measureUserList } from './user-list-load';

const RSS_BUDGET = 300 * 1024 * 1024;
const RSS_AFTER_LOAD_BUDGET = 350 * 1024 * 1024;

ensureBuilt({ quiet: true });
const server = await startServer(LOAD_TEST_ENV);
const rows: Row[] = [];
try {
  // Let start-up work (migrations, seed, JIT warm-up) settle before reading memory.
  await new Promise((r) => setTimeout(r, 2000));
  const rss = residentBytes(server.pid);
  rows.push({
    measure: 'server resident memory after start',
    value: `${(rss / 1024 / 1024).toFixed(0)} MB`,
    budget: '≤ 300 MB',
    ok: rss <= RSS_BUDGET,
  });
  rows.push(...(await measureSignInAssets(server.baseUrl)));
  rows.push(...(await measureShell(server.baseUrl)));
  rows.push(...(await measurePageLoad(server.baseUrl)));
  rows.push(...(await measureMenuListLoad(server.baseUrl)));
  rows.push(...(await measureProfileLoad(server.baseUrl)));
  const rssAfterLoad = residentBytes(server.pid);
  rows.push({
    measure: 'server resident memory after load',
    value: `${(rssAfterLoad / 1024 / 1024).toFixed(0)} MB`,
    budget: '≤ 350 MB',
    ok: rssAfterLoad <= RSS_AFTER_LOAD_BUDGET,
  });
} finally {
  await server.stop();
}
// Its own server, on a database with 10,000 generated users.
rows.push(...(await measureUserList()));
// Its own servers, on a year of plant events: 100,000 on the embedded database, 1,000,000 on PostgreSQL.
rows.push(...(await measureEventList()));
// Its own server, with 1,000 registered faces and the face model loaded.
rows.push(...(await measureFaceSignIn()));
// Its own server: /healthz while the largest SVG logo and two large face photographs are worked on.
rows.push(...(await measureHealthDuringUploads()));
// In-process, with the server stopped so that it does not compete for the CPU.
rows.push(...(await measureMenuSearch()));
// Starts servers of its own (the hub server, then Socket.IO), each with nothing else running.
rows.push(...(await measureHubBroadcast()));
// Two instances of the built server on a new PostgreSQL database and one Redis, when both answer.
rows.push(...(await measureSeveralInstances()));

printTable(
  `Benchmark (${new Date().toISOString().slice(0, 10)}, ${process.platform} ${process.arch}, Node ${process.version})`,
  rows,
);
process.exit(rows.some((r) => r.ok === false) ? 1 : 0);
