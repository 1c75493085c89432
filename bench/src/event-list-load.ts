import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { API_PATHS } from '@workbench/contracts';
import autocannon from 'autocannon';
import pg from 'pg';
import { type RunningServer, startServer } from '../../e2e/support/server';
import { LOAD_TEST_ENV } from './load-test-env';
import { createBenchDatabase, findSharedServices } from './several-instances/shared-services';
import type { Row } from './table';

const P99_BUDGET_MS = 100;
const EMBEDDED_EVENTS = 100_000;
const POSTGRES_EVENTS = 1_000_000;
/** A year of a plant's history: the stored events are spread evenly over it, the newest now. */
const HISTORY_SECONDS = 365 * 24 * 3600;

/**
 * A plant's history as SQL, straight into the database while the portal's tables exist: raising a
 * million events through the API would take the run's whole time and is measured elsewhere. One
 * event in a hundred is still open and one in five hundred unacknowledged, as on a plant whose
 * shifts take care of what happens; types, categories, lines and areas repeat as they would.
 */
function historySql(count: number): string {
  const spacing = HISTORY_SECONDS / count;
  return `
    insert into events (event_key, type, category, title, message, application_id, data_permission_id,
                        device, source_name, first_occurred_at, last_occurred_at, count,
                        acknowledged_at, acknowledged_by_name, resolved_at, resolved_by_name, returned_to_normal_at)
    select 'history-' || g,
           (array[0, 1, 1, 2, 2, 2, 2, 3, 3, 4])[1 + g % 10],
           (array['temperature', 'stoppage', 'quality', 'safety', 'material'])[1 + g % 5],
           jsonb_build_object('en', 'Line ' || (g % 40) || ' furnace ' || (g % 17) || ' temperature high',
                              'zh-Hans', (g % 40) || ' 号线 ' || (g % 17) || ' 号炉温度过高'),
           jsonb_build_object('en', 'Reads ' || (300 + g % 200) || ' °C at sensor ' || (g % 900)),
           apps.ids[1 + g % array_length(apps.ids, 1)],
           case when g % 3 = 0 or areas.ids is null then null else areas.ids[1 + g % array_length(areas.ids, 1)] end,
           'sensor-' || (g % 900), 'history',
           now() - make_interval(secs => g * ${spacing}),
           now() - make_interval(secs => g * ${spacing}),
           1 + g % 3,
           case when g % 500 <> 0 then now() - make_interval(secs => g * ${spacing} - 60) end,
           case when g % 500 <> 0 then 'supervisor' else '' end,
           case when g % 100 <> 0 then now() - make_interval(secs => g * ${spacing} - 600) end,
           case when g % 100 <> 0 then 'supervisor' else '' end,
           case when g % 7 <> 0 then now() - make_interval(secs => g * ${spacing} - 300) end
    from generate_series(1, ${count}) as g,
         (select array_agg(id order by id) as ids from applications) as apps,
         (select array_agg(id order by id) as ids from data_permissions) as areas;
    analyze events;`;
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

/** What a shift supervisor and a safety officer ask the event centre for, each paged by 20. */
const CALLS: { name: string; body: Record<string, unknown> }[] = [
  { name: 'open events, as the page opens', body: { resolved: false } },
  { name: 'last 24 hours', body: { from: hoursAgo(24) } },
  { name: 'fire alarms and severe, last 7 days', body: { types: [0, 1], from: hoursAgo(7 * 24) } },
  { name: 'text "furnace 12", last 30 days', body: { filter: 'furnace 12', from: hoursAgo(30 * 24) } },
  { name: 'page 50, last 30 days', body: { from: hoursAgo(30 * 24), skipCount: 980 } },
  { name: 'everything, first page', body: {} },
];

const ACCOUNTS = [
  { userName: 'admin', password: 'Workbench#1', who: 'administrator' },
  { userName: 'supervisor', password: 'Supervisor#1', who: 'supervisor (by role)' },
];

async function signIn(baseUrl: string, userName: string, password: string) {
  const answer = await fetch(`${baseUrl}${API_PATHS.identity.newLogin}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password }),
  });
  const envelope = (await answer.json()) as { code: number; data: { accessToken: string; ticket: string } };
  if (envelope.code !== 1) throw new Error(`${userName} could not sign in for the event-list benchmark`);
  return envelope.data;
}

/** Each call for each account: p99 of one caller over 5 s after a second's warm-up. */
async function measureCalls(server: RunningServer, stored: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const account of ACCOUNTS) {
    const login = await signIn(server.baseUrl, account.userName, account.password);
    for (const call of CALLS) {
      const load = (duration: number) =>
        autocannon({
          url: `${server.baseUrl}${API_PATHS.events.pageList}`,
          method: 'POST',
          connections: 1,
          duration,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${login.accessToken}`,
            ticket: login.ticket,
            'accept-language': 'en',
          },
          body: JSON.stringify({ maxResultCount: 20, skipCount: 0, ...call.body }),
        });
      await load(1);
      const result = await load(5);
      const failed = result.non2xx + result.errors + result.timeouts;
      rows.push({
        measure: `event list over ${stored}, ${account.who}, ${call.name}: p99 (p50)`,
        value: `${result.latency.p99} ms (${result.latency.p50} ms)${failed ? `, ${failed} failed` : ''}`,
        budget: `≤ ${P99_BUDGET_MS} ms`,
        ok: result.latency.p99 <= P99_BUDGET_MS && failed === 0,
      });
    }
  }
  return rows;
}

async function onEmbeddedDatabase(): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'workbench-bench-events-'));
  try {
    // A first start migrates and seeds the demo plant; the history is added while it is stopped.
    await (await startServer({ DATA_DIR: dataDir })).stop();
    const db = await PGlite.create({ dataDir: join(dataDir, 'db') });
    try {
      await db.exec(historySql(EMBEDDED_EVENTS));
    } finally {
      await db.close();
    }
    const server = await startServer({ ...LOAD_TEST_ENV, DATA_DIR: dataDir });
    try {
      return await measureCalls(server, `${EMBEDDED_EVENTS.toLocaleString('en')} events (embedded)`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(postgresUrl: string): Promise<Row[]> {
  const database = await createBenchDatabase(postgresUrl);
  try {
    // The first instance migrates and seeds; the history goes in beside it, as another system's would.
    const env = { ...LOAD_TEST_ENV, DATABASE_URL: database.url, SEED_DEMO: '1' };
    await (await startServer(env)).stop();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query(historySql(POSTGRES_EVENTS));
    } finally {
      await client.end();
    }
    const server = await startServer(env);
    try {
      return await measureCalls(server, `${POSTGRES_EVENTS.toLocaleString('en')} events (PostgreSQL)`);
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

/** `event/queryPageList` over a plant's year of events: 100,000 on the embedded database, 1,000,000 on PostgreSQL. */
export async function measureEventList(): Promise<Row[]> {
  const rows = await onEmbeddedDatabase();
  const services = await findSharedServices();
  if ('missing' in services) {
    rows.push({
      measure: `event list over ${POSTGRES_EVENTS.toLocaleString('en')} events (PostgreSQL)`,
      value: `not measured: ${services.missing}`,
    });
  } else {
    rows.push(...(await onPostgres(services.postgresUrl)));
  }
  return rows;
}
