import { API_PATHS } from '@workbench/contracts';
import { type ApiCall, floorRows, loadAgainstFloor, loadConditions, perSecond, post, signInOperator } from './api-load';
import { startBareServer } from './floor/start-bare-server';
import type { Row } from './table';

const P99_BUDGET_MS = 50;

/** queryUserMenuList for a signed-in operator under load, beside the bare Node server under the same load. */
export async function measureMenuListLoad(baseUrl: string): Promise<Row[]> {
  const caller = await signInOperator(baseUrl);
  const apps = await post<{ id: string; enName: string }[]>(
    baseUrl,
    API_PATHS.applications.forCurrentUser,
    {},
    caller.accessToken,
  );
  const app = apps[0];
  if (!app) throw new Error('the operator has no application to load menus for');
  const instances = await post<{ id: string }[]>(
    baseUrl,
    API_PATHS.dbInstances.forCurrentUser,
    { applicationId: app.id },
    caller.accessToken,
  );
  const call: ApiCall = {
    name: 'queryUserMenuList',
    path: API_PATHS.menus.userMenuList,
    headers: caller.headers,
    body: JSON.stringify({ applicationId: app.id, dbId: instances[0]?.id ?? null, isPda: false }),
  };
  const bare = await startBareServer();
  try {
    const load = await loadAgainstFloor(baseUrl, bare, call);
    const { result, failed } = load;
    return [
      { measure: `queryUserMenuList p50 (${app.enName}; ${loadConditions})`, value: `${result.latency.p50} ms` },
      {
        measure: 'queryUserMenuList p99',
        value: `${result.latency.p99} ms`,
        budget: `≤ ${P99_BUDGET_MS} ms`,
        ok: result.latency.p99 <= P99_BUDGET_MS && failed === 0,
      },
      { measure: 'queryUserMenuList throughput', value: perSecond(result) },
      { measure: 'queryUserMenuList failed answers', value: String(failed) },
      ...floorRows('queryUserMenuList', load),
    ];
  } finally {
    await bare.stop();
  }
}
