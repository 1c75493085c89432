import { API_PATHS } from '@workbench/contracts';
import { type ApiCall, floorRows, loadAgainstFloor, loadConditions, perSecond, signInOperator } from './api-load';
import { startBareServer } from './floor/start-bare-server';
import type { Row } from './table';

/**
 * The profile call (queryUserInfoAndAccessibleWarehouses, POST with an empty body, as the portal
 * makes it after every sign-in and reload) for the operator under load, beside the bare Node
 * server under the same load.
 */
export async function measureProfileLoad(baseUrl: string): Promise<Row[]> {
  const caller = await signInOperator(baseUrl);
  const call: ApiCall = {
    name: 'queryUserInfoAndAccessibleWarehouses',
    path: API_PATHS.identity.profile,
    headers: caller.headers,
    body: '{}',
  };
  const bare = await startBareServer();
  try {
    const load = await loadAgainstFloor(baseUrl, bare, call);
    const { result, failed } = load;
    return [
      {
        measure: `queryUserInfoAndAccessibleWarehouses (profile, operator) p50 / p99 (${loadConditions})`,
        value: `${result.latency.p50} ms / ${result.latency.p99} ms`,
      },
      {
        measure: 'queryUserInfoAndAccessibleWarehouses throughput, failed answers',
        value: `${perSecond(result)}, ${failed}`,
      },
      ...floorRows('queryUserInfoAndAccessibleWarehouses', load),
    ];
  } finally {
    await bare.stop();
  }
}
