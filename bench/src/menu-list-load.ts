import { API_PATHS } from '@workbench/contracts';
import autocannon from 'autocannon';
import type { Row } from './table';

const P99_BUDGET_MS = 50;

async function post<T>(baseUrl: string, path: string, body: unknown, token?: string): Promise<T> {
  const answer = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await answer.json()) as { code: number; data: T; message: string };
  if (envelope.code !== 1) throw new Error(`${path} answered ${answer.status}: ${envelope.message}`);
  return envelope.data;
}

/** queryUserMenuList for a signed-in operator at 50 concurrent connections for 10 s, after a 3 s warm-up. */
export async function measureMenuListLoad(baseUrl: string): Promise<Row[]> {
  const login = await post<{ accessToken: string; ticket: string }>(baseUrl, API_PATHS.identity.newLogin, {
    userName: 'operator',
    password: 'Operator#1',
  });
  const apps = await post<{ id: string; enName: string }[]>(
    baseUrl,
    API_PATHS.applications.forCurrentUser,
    {},
    login.accessToken,
  );
  const app = apps[0];
  if (!app) throw new Error('the operator has no application to load menus for');
  const instances = await post<{ id: string }[]>(
    baseUrl,
    API_PATHS.dbInstances.forCurrentUser,
    { applicationId: app.id },
    login.accessToken,
  );
  const body = JSON.stringify({ applicationId: app.id, dbId: instances[0]?.id ?? null, isPda: false });

  const load = (duration: number) =>
    autocannon({
      url: `${baseUrl}${API_PATHS.menus.userMenuList}`,
      method: 'POST',
      connections: 50,
      duration,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${login.accessToken}`,
        ticket: login.ticket,
        'accept-language': 'en',
      },
      body,
    });
  // A short run first, unmeasured: the budget is about a server in service, not one whose
  // code is still being compiled and whose caches are still empty.
  await load(3);
  const result = await load(10);
  const failed = result.non2xx + result.errors + result.timeouts;
  return [
    { measure: `queryUserMenuList p50 (50 connections, ${app.enName})`, value: `${result.latency.p50} ms` },
    {
      measure: 'queryUserMenuList p99',
      value: `${result.latency.p99} ms`,
      budget: `≤ ${P99_BUDGET_MS} ms`,
      ok: result.latency.p99 <= P99_BUDGET_MS && failed === 0,
    },
    { measure: 'queryUserMenuList throughput', value: `${Math.round(result.requests.average)} req/s` },
    { measure: 'queryUserMenuList failed answers', value: String(failed) },
  ];
}
