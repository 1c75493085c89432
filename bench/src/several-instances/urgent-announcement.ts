import {
  API_PATHS,
  type CreateNoticeRequest,
  HUBS,
  type LoginResult,
  type Notice,
  type NoticePublishedMessage,
} from '@workbench/contracts';
import { DEMO } from '../../../e2e/support/portal';
import type { RunningServer } from '../../../e2e/support/server';
import { connectHubClients, type HubClients } from '../broadcast/hub-clients';
import { quantile } from '../broadcast/latency';
import type { Row } from '../table';
import { startInstallation } from './installation';
import { post, signIn } from './portal-calls';
import type { SharedServices } from './shared-services';

const SCREENS_PER_INSTANCE = 2_500;
/** One unmeasured announcement warms both sides up; the figures pool the arrivals of the rounds after it. */
const ROUNDS = 5;
const P99_BUDGET_MS = 500;
/** How long a round waits for every screen before it counts the ones that got nothing. */
const ARRIVAL_TIMEOUT_MS = 15_000;
/** After the last screen's arrival, the time a second copy has to show up and be counted. */
const DUPLICATE_GRACE_MS = 1_000;
const METHOD = HUBS.notification.server.noticePublished;
const RS = '\u001e';

/** What the screens of the installation received of one announcement, by screen. */
interface Reception {
  copies: Uint16Array;
  /** performance.now() of each screen's first copy (NaN while none came). */
  firstAt: Float64Array;
  received: number;
}

/** The plant's screens on both instances, numbered A's first, told each NoticePublished they receive. */
class Screens {
  readonly total: number;
  private readonly receptions = new Map<string, Reception>();
  private readonly clients: HubClients[] = [];
  /** Screens connected so far; the next one gets this number. */
  private connected = 0;

  constructor(
    readonly perInstance: number,
    instances: number,
  ) {
    this.total = perInstance * instances;
  }

  /** Connects one instance's screens, spread evenly over the signed-in people. */
  async connect(instance: RunningServer, people: readonly LoginResult[]): Promise<void> {
    if (this.connected + this.perInstance > this.total) throw new Error('more instances than screens were made for');
    const share = Math.ceil(this.perInstance / people.length);
    for (const [i, person] of people.entries()) {
      const count = Math.min(share, this.perInstance - i * share);
      const first = this.connected;
      this.connected += count;
      this.clients.push(
        await connectHubClients(hubUrl(instance, person), count, METHOD, {
          onArrival: (client, at, frame) => this.receive(first + client, at, frame),
        }),
      );
    }
  }

  /** Starts listening for the announcement before it is published, so that no early copy is lost. */
  expect(noticeId: string): Reception {
    const reception = {
      copies: new Uint16Array(this.total),
      firstAt: new Float64Array(this.total).fill(Number.NaN),
      received: 0,
    };
    this.receptions.set(noticeId, reception);
    return reception;
  }

  close(): void {
    for (const clients of this.clients) clients.close();
  }

  private receive(screen: number, at: number, frame: Buffer): void {
    for (const record of frame.toString('utf8').split(RS)) {
      if (!record.includes(METHOD)) continue;
      const message = JSON.parse(record) as { target: string; arguments: [NoticePublishedMessage] };
      const reception = this.receptions.get(message.arguments[0].id);
      if (message.target !== METHOD || !reception) continue;
      if (reception.copies[screen] === 0) {
        reception.firstAt[screen] = at;
        reception.received += 1;
      }
      reception.copies[screen] = (reception.copies[screen] ?? 0) + 1;
    }
  }
}

const hubUrl = (instance: RunningServer, as: LoginResult) =>
  `${instance.baseUrl.replace('http', 'ws')}${HUBS.notification.path}?access_token=${as.accessToken}`;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await pause(20);
}

const urgentNotice = (round: number): CreateNoticeRequest => ({
  texts: {
    en: { title: `Evacuation drill ${round}`, body: 'Leave the building by the **nearest exit**.' },
    'de-DE': { title: `Räumungsübung ${round}`, body: 'Verlassen Sie das Gebäude über den **nächsten Ausgang**.' },
    'zh-Hans': { title: `疏散演习 ${round}`, body: '请从**最近的出口**离开大楼。' },
  },
  priority: 'urgent',
  audience: { everyone: true, roleIds: [], userIds: [], applicationIds: [] },
  publishAt: null,
  expiresAt: null,
});

interface Tally {
  /** Delivery times of each instance's screens, in the order the instances were connected. */
  latencies: number[][];
  missing: number;
  duplicates: number;
}

/**
 * One round: a draft written through A (unmeasured), then published through A; each screen's
 * delivery time runs from the moment the publish request was sent to its first NoticePublished.
 * The warm-up round's copies are counted too: exactly once holds for every announcement.
 */
async function announce(screens: Screens, a: RunningServer, admin: LoginResult, round: number, tally: Tally) {
  const draft = await post<Notice>(a.baseUrl, API_PATHS.admin.notices.create, urgentNotice(round), admin);
  const reception = screens.expect(draft.id);
  const start = performance.now();
  await post<Notice>(a.baseUrl, API_PATHS.admin.notices.publish, { id: draft.id }, admin);
  await waitUntil(() => reception.received === screens.total, ARRIVAL_TIMEOUT_MS);
  await pause(DUPLICATE_GRACE_MS);
  for (let screen = 0; screen < screens.total; screen += 1) {
    const copies = reception.copies[screen] ?? 0;
    if (copies === 0) tally.missing += 1;
    else tally.duplicates += copies - 1;
    const at = reception.firstAt[screen] ?? Number.NaN;
    if (round > 0 && !Number.isNaN(at)) tally.latencies[Math.floor(screen / screens.perInstance)]?.push(at - start);
  }
}

const sorted = (values: readonly number[]) => [...values].sort((x, y) => x - y);
const ms = (value: number) => `${value.toFixed(0)} ms`;

/**
 * An urgent announcement for everyone, published through instance A of an installation of two
 * (PostgreSQL and Redis) while 2,500 notification-hub connections are open on each: the screens
 * of the plant's people (admin, supervisor, operator), each of which must be told once.
 */
export async function measureUrgentAnnouncement(services: SharedServices): Promise<Row[]> {
  const installation = await startInstallation(services);
  const screens = new Screens(SCREENS_PER_INSTANCE, 2);
  try {
    const a = installation.instances[0] as RunningServer;
    const b = await installation.addInstance();
    const admin = await signIn(a.baseUrl, DEMO.admin.userName, DEMO.admin.password);
    const people = [
      admin,
      await signIn(a.baseUrl, DEMO.supervisor.userName, DEMO.supervisor.password),
      await signIn(b.baseUrl, DEMO.operator.userName, DEMO.operator.password),
    ];
    await screens.connect(a, people);
    await screens.connect(b, people);
    // Connections settle (the last batch's handshakes, the servers' bookkeeping) before the first one.
    await pause(2_000);

    const tally: Tally = { latencies: [[], []], missing: 0, duplicates: 0 };
    for (let round = 0; round <= ROUNDS; round += 1) await announce(screens, a, admin, round, tally);

    const all = sorted(tally.latencies.flat());
    const [onA = [], onB = []] = tally.latencies.map(sorted);
    const p99 = quantile(all, 0.99);
    const expected = screens.total * (ROUNDS + 1);
    const exactlyOnce = tally.missing === 0 && tally.duplicates === 0;
    return [
      {
        measure: `urgent announcement to ${screens.total} screens (${SCREENS_PER_INSTANCE} on each of two instances), published through A: p50 / p99 of ${ROUNDS} rounds`,
        value: `${ms(quantile(all, 0.5))} / ${ms(p99)}`,
        budget: `p99 ≤ ${P99_BUDGET_MS} ms`,
        ok: p99 <= P99_BUDGET_MS,
      },
      {
        measure: '… on the screens of A, p50 / p99',
        value: `${ms(quantile(onA, 0.5))} / ${ms(quantile(onA, 0.99))}`,
      },
      {
        measure: '… on the screens of B, p50 / p99',
        value: `${ms(quantile(onB, 0.5))} / ${ms(quantile(onB, 0.99))}`,
      },
      {
        measure: `… every screen told of each of the ${ROUNDS + 1} announcements exactly once (${expected} deliveries)`,
        value: exactlyOnce ? 'yes' : `${tally.missing} missing, ${tally.duplicates} duplicated`,
        budget: 'none missing or duplicated',
        ok: exactlyOnce,
      },
    ];
  } finally {
    screens.close();
    await installation.close();
  }
}
