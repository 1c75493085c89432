import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { API_PATHS } from '@workbench/contracts';
import autocannon from 'autocannon';
import { startServer } from '../../e2e/support/server';
import { LOAD_TEST_ENV } from './load-test-env';
import type { Row } from './table';

const USERS = 10_000;
const P99_BUDGET_MS = 100;
/**
 * The budget is per call: one administrator paging, one call at a time. Several at once share the
 * embedded database's one thread and wait for each other, so that is shown beside it, unbudgeted.
 */
const BUSY_CONNECTIONS = 4;

/**
 * Adds generated accounts straight to the embedded database while no server holds it: creating
 * 10,000 through the API would spend minutes hashing passwords, which is not what is measured.
 * Each gets the admin's password hash (nobody signs in as them) and one of the demo roles.
 */
async function addGeneratedUsers(dataDir: string): Promise<void> {
  const db = await PGlite.create({ dataDir: join(dataDir, 'db') });
  try {
    await db.exec(`
      insert into users (user_name, name, email, phone_number, card_no, password_hash, enabled)
      select 'user' || lpad(g::text, 5, '0'),
             (array['Anna','Ben','Chen','Dana','Emil','Fang','Greta','Hui'])[1 + g % 8] || ' ' ||
               (array['Weber','Li','Schmidt','Wang','Fischer','Zhang','Meyer','Liu'])[1 + (g / 8) % 8] || ' ' || g,
             'user' || g || '@plant.example',
             '+49 30 ' || lpad(g::text, 7, '0'),
             'C' || lpad(g::text, 8, '0'),
             (select password_hash from users where user_name = 'admin'),
             g % 17 <> 0
      from generate_series(1, ${USERS}) as g;
      insert into user_roles (user_id, role_id)
      select u.id, r.id
      from users u
      join lateral (select id from roles order by md5(u.id::text || roles.id::text) limit 1) r on true
      where u.user_name like 'user%';
    `);
  } finally {
    await db.close();
  }
}

async function signInAdmin(baseUrl: string): Promise<{ accessToken: string; ticket: string }> {
  const answer = await fetch(`${baseUrl}${API_PATHS.identity.newLogin}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'admin', password: 'Workbench#1' }),
  });
  const envelope = (await answer.json()) as { code: number; data: { accessToken: string; ticket: string } };
  if (envelope.code !== 1) throw new Error('admin could not sign in for the user-list benchmark');
  return envelope.data;
}

/** The list calls an administrator's day is made of: first page, a far page, another sort, a search. */
const CALLS: { name: string; body: Record<string, unknown> }[] = [
  { name: 'first page', body: { maxResultCount: 20, skipCount: 0 } },
  { name: 'page 450 by name desc', body: { maxResultCount: 20, skipCount: 9_000, sorting: 'name desc' } },
  { name: 'sorted by e-mail, 50 a page', body: { maxResultCount: 50, skipCount: 100, sorting: 'email asc' } },
  { name: 'search "weber 12"', body: { maxResultCount: 20, skipCount: 0, filter: 'weber 12' } },
  { name: 'search "user0042"', body: { maxResultCount: 20, skipCount: 0, filter: 'user0042' } },
];

/** leadUser/queryPageList on 10,000 users: each call's p99 over 5 s, one caller and then several, after a warm-up. */
export async function measureUserList(): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'workbench-bench-users-'));
  try {
    // A first start migrates and seeds the demo plant; the generated users are added while it is stopped.
    await (await startServer({ DATA_DIR: dataDir })).stop();
    await addGeneratedUsers(dataDir);
    const server = await startServer({ ...LOAD_TEST_ENV, DATA_DIR: dataDir });
    try {
      const login = await signInAdmin(server.baseUrl);
      const rows: Row[] = [];
      for (const call of CALLS) {
        const load = (connections: number, duration: number) =>
          autocannon({
            url: `${server.baseUrl}${API_PATHS.admin.users.pageList}`,
            method: 'POST',
            connections,
            duration,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${login.accessToken}`,
              ticket: login.ticket,
              'accept-language': 'en',
            },
            body: JSON.stringify(call.body),
          });
        await load(1, 1);
        const single = await load(1, 5);
        const busy = await load(BUSY_CONNECTIONS, 5);
        const failed = single.non2xx + single.errors + single.timeouts + busy.non2xx + busy.errors + busy.timeouts;
        rows.push({
          measure: `user list (${USERS.toLocaleString('en')} users) ${call.name}: p99 (p50) per call`,
          value: `${single.latency.p99} ms (${single.latency.p50} ms)${failed ? `, ${failed} failed` : ''}`,
          budget: `≤ ${P99_BUDGET_MS} ms`,
          ok: single.latency.p99 <= P99_BUDGET_MS && failed === 0,
        });
        rows.push({
          measure: `… the same with ${BUSY_CONNECTIONS} callers at once: p99 (p50)`,
          value: `${busy.latency.p99} ms (${busy.latency.p50} ms)`,
        });
      }
      return rows;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
