import { API_PATHS, HUBS, type LoginResult } from '@workbench/contracts';
import type { RunningServer } from '../../../e2e/support/server';
import { drill } from '../broadcast/hub-broadcast';
import { connectHubClients, type HubClients } from '../broadcast/hub-clients';
import { quantile, waitForCount } from '../broadcast/latency';
import type { Row } from '../table';
import { startInstallation } from './installation';
import { post, signIn } from './portal-calls';
import type { SharedServices } from './shared-services';

const CONNECTIONS = 5_000;
/** One unmeasured broadcast warms both sides up; the figures pool the arrivals of the rounds after it. */
const ROUNDS = 5;
const RATIO_BUDGET = 1.3;
const ARRIVAL_TIMEOUT_MS = 30_000;
const METHOD = HUBS.notification.server.firePopUpNotification;

interface Group {
  instance: string;
  clients: HubClients;
  count: number;
}

interface Delivery {
  p50: number;
  p99: number;
  /** p99 of each instance's own clients, in the order of the groups. */
  p99ByInstance: number[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentiles = (latencies: number[]) => {
  const sorted = [...latencies].sort((x, y) => x - y);
  return { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
};

/**
 * Raises the fire alarm through instance A, round after round, and times each arrival on every
 * group's clients from the moment the request was sent.
 */
async function timeBroadcasts(groups: Group[], raise: () => Promise<unknown>): Promise<Delivery> {
  // Connections settle (the last batch's handshakes, the server's bookkeeping) before the first alarm.
  await pause(2_000);
  const latencies = groups.map((): number[] => []);
  for (let round = 0; round <= ROUNDS; round += 1) {
    const before = groups.map((group) => group.clients.arrivals.length);
    const start = performance.now();
    await raise();
    for (const [i, group] of groups.entries()) {
      const from = before[i] ?? 0;
      await waitForCount(
        () => group.clients.arrivals.length,
        from + group.count,
        ARRIVAL_TIMEOUT_MS,
        `fire alarm raised through A, arrivals on the clients of instance ${group.instance}`,
      );
      if (round > 0) latencies[i]?.push(...group.clients.arrivals.slice(from).map((at) => at - start));
    }
    await pause(1_000);
  }
  return {
    ...percentiles(latencies.flat()),
    p99ByInstance: latencies.map((own) => percentiles(own).p99),
  };
}

const hubUrl = (instance: RunningServer, as: LoginResult) =>
  `${instance.baseUrl.replace('http', 'ws')}${HUBS.notification.path}?access_token=${as.accessToken}`;

async function withClients<T>(
  connections: { instance: string; url: string; count: number }[],
  use: (groups: Group[]) => Promise<T>,
): Promise<T> {
  const groups: Group[] = [];
  try {
    for (const { instance, url, count } of connections) {
      groups.push({ instance, clients: await connectHubClients(url, count, METHOD), count });
    }
    return await use(groups);
  } finally {
    for (const group of groups) group.clients.close();
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

/**
 * The same broadcast to 5,000 notification-hub connections twice on one installation (PostgreSQL
 * and Redis): first with instance A alone holding them all, then with instance B started beside
 * it and the connections split 2,500 / 2,500. In both the alarm is raised through A.
 */
export async function measureSplitBroadcast(services: SharedServices): Promise<Row[]> {
  const installation = await startInstallation(services);
  try {
    const [a] = installation.instances as [RunningServer];
    const admin = await signIn(a.baseUrl, 'admin', 'Workbench#1');
    const raise = () => post(a.baseUrl, API_PATHS.notifications.create, drill, admin);

    const one = await withClients([{ instance: 'A', url: hubUrl(a, admin), count: CONNECTIONS }], (groups) =>
      timeBroadcasts(groups, raise),
    );
    const b = await installation.addInstance();
    const half = CONNECTIONS / 2;
    const two = await withClients(
      [
        { instance: 'A', url: hubUrl(a, admin), count: half },
        { instance: 'B', url: hubUrl(b, admin), count: half },
      ],
      (groups) => timeBroadcasts(groups, raise),
    );
    const ratio = two.p99 / one.p99;
    const [onA = Number.NaN, onB = Number.NaN] = two.p99ByInstance;
    return [
      {
        measure: `broadcast to ${CONNECTIONS} hub connections on one instance (PostgreSQL + Redis), p50 / p99 of ${ROUNDS} rounds`,
        value: `${ms(one.p50)} / ${ms(one.p99)}`,
      },
      {
        measure: `… split ${half} / ${half} over two instances, raised through A: p50 / p99 (p99 on A, on B)`,
        value: `${ms(two.p50)} / ${ms(two.p99)} (${ms(onA)}, ${ms(onB)})`,
      },
      {
        measure: 'two instances ÷ one instance, p99 delivery',
        value: `${ratio.toFixed(2)} ×`,
        budget: `≤ ${RATIO_BUDGET} ×`,
        ok: ratio <= RATIO_BUDGET,
      },
    ];
  } finally {
    await installation.close();
  }
}
