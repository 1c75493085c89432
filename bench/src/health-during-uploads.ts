import { Agent, request } from 'node:http';
import { API_PATHS } from '@workbench/contracts';
import { startServer } from '../../e2e/support/server';
import { SVG_LIMITS } from '../../server/src/modules/catalogue/logos/svg-prescan';
import { faceJpeg } from '../../server/test/face-samples';
import { LOAD_TEST_ENV } from './load-test-env';
import type { Row } from './table';

const ROUNDS = 5;
const P99_BUDGET_MS = 50;
/** A 12-megapixel photograph with a camera's noise: about 4.6 MB, as a phone takes them. */
const PHOTO = { width: 3000, grain: 10 } as const;

interface Answer {
  status: number;
  body: string;
}

/** One call on its own connection (an upload), or on the kept-alive one of the health checks. */
function call(url: URL, method: string, body?: string, headers: Record<string, string> = {}, agent?: Agent) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method,
        agent: agent ?? false,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          text += chunk;
        });
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A health check is sent this often, whether or not the ones before have been answered. */
const CHECK_EVERY_MS = 5;

/**
 * GET /healthz every CHECK_EVERY_MS on kept-alive connections, each timed from when it was due to
 * be sent: a check that waits for the one before would be held up once per stall, however long
 * the stall, and the stall would hardly show in the percentiles.
 */
function healthChecks(baseUrl: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const url = new URL('/healthz', baseUrl);
  const checks: { at: number; ms: number }[] = [];
  const failures: string[] = [];
  const pending = new Set<Promise<unknown>>();
  const started = performance.now();
  let sent = 0;
  const send = () => {
    // Every check due by now: a late timer does not lose the checks it should have sent.
    for (let due = started + sent * CHECK_EVERY_MS; due <= performance.now(); due = started + sent * CHECK_EVERY_MS) {
      sent++;
      const check = call(url, 'GET', undefined, {}, agent).then(
        (answer) => {
          if (answer.status === 200) checks.push({ at: due, ms: performance.now() - due });
          else failures.push(`/healthz answered ${answer.status}`);
        },
        (error: Error) => failures.push(error.message),
      );
      pending.add(check);
      void check.then(() => pending.delete(check));
    }
  };
  const timer = setInterval(send, CHECK_EVERY_MS);
  /** Stops sending; resolves with every check once the last is answered. */
  return async () => {
    clearInterval(timer);
    await Promise.all(pending);
    agent.destroy();
    if (failures.length > 0) throw new Error(`health checks failed: ${failures.slice(0, 3).join('; ')}`);
    return checks;
  };
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

/**
 * Sends each body (the first unmeasured: it starts the worker) while the health checks run; the
 * checks' times during the uploads. The bodies are made beforehand: making them takes this process
 * seconds, which would delay its own checks.
 */
async function duringUploads(baseUrl: string, bodies: string[], upload: (body: string) => Promise<void>) {
  const [first, ...measured] = bodies;
  if (first !== undefined) await upload(first);
  const times: number[] = [];
  const stopChecks = healthChecks(baseUrl);
  const windows: [number, number][] = [];
  try {
    for (const body of measured) {
      const from = performance.now();
      await upload(body);
      windows.push([from, performance.now()]);
    }
  } finally {
    const checks = await stopChecks();
    times.push(...checks.filter(({ at }) => windows.some(([from, to]) => at >= from && at <= to)).map(({ ms }) => ms));
  }
  const uploadMs = windows.reduce((sum, [from, to]) => sum + to - from, 0);
  times.sort((a, b) => a - b);
  return {
    p99: percentile(times, 0.99),
    p50: percentile(times, 0.5),
    max: times.at(-1) ?? 0,
    count: times.length,
    uploadMs,
  };
}

/** An SVG logo as large as one may be (256 KiB, 1,500 elements): a second or more of the cleaner's work. */
function largeLogo(round: number): string {
  const path = `<path fill="#006fff" d="${'M1 1L2 2L3 3Z'.repeat(11)}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><desc>${round}</desc>${path.repeat(SVG_LIMITS.elements - 2)}</svg>`;
  return Buffer.from(svg).toString('base64');
}

async function signInAsAdmin(baseUrl: string): Promise<Record<string, string>> {
  const answer = await call(
    new URL(API_PATHS.identity.newLogin, baseUrl),
    'POST',
    JSON.stringify({ userName: 'admin', password: 'Workbench#1' }),
  );
  const { accessToken, ticket } = (JSON.parse(answer.body) as { data: { accessToken: string; ticket: string } }).data;
  return { authorization: `Bearer ${accessToken}`, ticket };
}

const row = (measure: string, result: Awaited<ReturnType<typeof duringUploads>>): Row => ({
  measure,
  value: `${result.p99.toFixed(1)} ms (p50 ${result.p50.toFixed(1)} ms, max ${result.max.toFixed(0)} ms; ${result.count} checks during ${(result.uploadMs / 1000).toFixed(1)} s)`,
  budget: `≤ ${P99_BUDGET_MS} ms`,
  ok: result.p99 <= P99_BUDGET_MS,
});

/**
 * Whether the event loop stays free while the heaviest uploads are worked on: /healthz is called
 * back to back on one connection while an administrator uploads the largest SVG logo allowed
 * (cleaned in its worker) and while a face sign-in sends two 12-megapixel photographs (read by the
 * face model in its worker). Every upload is new to the server; the first of each is not measured
 * (it starts the worker). Its own server, as the face model takes ~400 MB while loaded.
 */
export async function measureHealthDuringUploads(): Promise<Row[]> {
  const server = await startServer(LOAD_TEST_ENV);
  try {
    const base = server.baseUrl;
    const rounds = Array.from({ length: ROUNDS + 1 }, (_, round) => round);
    const idle = await duringUploads(
      base,
      rounds.map(String),
      () => new Promise((resolve) => setTimeout(resolve, 1_000)),
    );
    const admin = await signInAsAdmin(base);
    const logoBodies = rounds.map((round) =>
      JSON.stringify({ fileName: 'logo.svg', contentType: 'image/svg+xml', data: largeLogo(round) }),
    );
    const logos = await duringUploads(base, logoBodies, async (body) => {
      const answer = await call(new URL(API_PATHS.admin.applications.uploadLogo, base), 'POST', body, admin);
      if (answer.status !== 200) throw new Error(`uploadLogo answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    });
    const asImage = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString('base64')}`;
    // A little brighter each round: every photograph is new to the server, which reads it whole.
    const photos = rounds.map((round) => faceJpeg('ada', { ...PHOTO, gain: 1 + round / 100 }));
    const signInBodies = rounds.map((round) =>
      JSON.stringify({
        image: asImage(photos[round] ?? Buffer.alloc(0)),
        turned: asImage(faceJpeg('ada', { ...PHOTO, gain: 1 + round / 100, mirrored: true })),
      }),
    );
    const signIns = await duringUploads(base, signInBodies, async (body) => {
      const answer = await call(new URL(API_PATHS.identity.loginForFaceId, base), 'POST', body);
      // Nobody's face is registered: the photographs are read whole, and the face is not recognised.
      if (answer.status !== 400 || !answer.body.includes('10000')) {
        throw new Error(`loginForFaceId answered ${answer.status}: ${answer.body.slice(0, 200)}`);
      }
    });
    const photoMb = ((photos[0]?.length ?? 0) / 1024 / 1024).toFixed(1);
    return [
      {
        measure: `/healthz p99 with nothing else to do (one check every ${CHECK_EVERY_MS} ms, timed from when it was due; for comparison)`,
        value: `${idle.p99.toFixed(1)} ms (p50 ${idle.p50.toFixed(1)} ms, max ${idle.max.toFixed(0)} ms)`,
      },
      row(
        `/healthz p99 during an SVG logo upload of 256 KiB and ${SVG_LIMITS.elements.toLocaleString('en')} elements (${ROUNDS} uploads)`,
        logos,
      ),
      row(
        `/healthz p99 during a face sign-in with two 12-megapixel photographs of ${photoMb} MiB each (${ROUNDS} sign-ins)`,
        signIns,
      ),
    ];
  } finally {
    await server.stop();
  }
}
