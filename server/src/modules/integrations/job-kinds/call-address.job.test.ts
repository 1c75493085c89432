import { createHmac, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CallAddressParams, callAddressParamsSchema } from '@workbench/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addressForLog,
  type CallAddressRun,
  callAddress,
  callAddressJobKind,
  callAddressJobParamsSchema,
} from './call-address.job';

/** A sub-application's maintenance address on this machine: keeps each call, answers as `answer` says. */
interface Received {
  path: string;
  body: Buffer;
  headers: IncomingMessage['headers'];
  closed: Promise<unknown>;
}
let received: Received[];
let answer: (response: ServerResponse) => void;
let arrived: (call: Received) => void;
let receiver: Server;
let base: string;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    const closed = once(response, 'close');
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const call = { path: request.url ?? '', body: Buffer.concat(chunks), headers: request.headers, closed };
      received.push(call);
      arrived(call);
      answer(response);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(() => {
  receiver.closeAllConnections();
  receiver.close();
});
beforeEach(() => {
  received = [];
  answer = (response) => response.writeHead(204).end();
  arrived = () => undefined;
});

const JOB_ID = '7d0c2f5e-1111-4a2b-9c3d-000000000001';
const OCCURRENCE = new Date('2026-12-02T06:00:00Z');
const SECRET = 'maintenance-secret-42';

/** The port's context for one run, made by hand: a signal of our own and a log that keeps its lines. */
function runContext(controller = new AbortController()): CallAddressRun & { lines: string[] } {
  const lines: string[] = [];
  return { jobId: JOB_ID, signal: controller.signal, scheduledFor: OCCURRENCE, log: (line) => lines.push(line), lines };
}
const params = (values: Partial<CallAddressParams> & { url: string }) => callAddressParamsSchema.parse(values);
const anyHost = { outbound: { allowedHosts: [] } };
const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected the run to fail');
    },
    (error: unknown) => (error as Error).message,
  );

/** What the receiver's own check does: recompute over the raw bytes, compare in constant time. */
function signedWith(secret: string, call: Received): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(call.body).digest('hex')}`);
  const given = Buffer.from(String(call.headers['x-workbench-signature']));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe('the job kind "call an address"', () => {
  it('POSTs the body exactly, signed with the secret, naming the job and the occurrence', async () => {
    const body = '{"task":"rebuild-index","plant":"Suzhou 苏州","limit":5}';
    const run = runContext();
    await callAddress(
      params({ url: `${base}/maintenance/run?token=query-secret`, body, secret: SECRET }),
      run,
      anyHost,
    );
    const [call] = received;
    expect(call?.path).toBe('/maintenance/run?token=query-secret');
    expect(call?.body.toString('utf8')).toBe(body);
    expect(call?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect([call?.headers['x-workbench-job'], call?.headers['x-workbench-occurrence']]).toEqual([
      JOB_ID,
      '2026-12-02T06:00:00.000Z',
    ]);
    expect(call && signedWith(SECRET, call)).toBe(true);
    expect(call && signedWith('another secret', call)).toBe(false);
    expect(run.lines[0]).toContain(`POST ${base}/maintenance/run`);
    expect(run.lines[1]).toMatch(new RegExp(`^${base}/maintenance/run answered 204 in \\d+ ms$`));
    expect(run.lines.join('\n')).not.toMatch(/query-secret|token|maintenance-secret/);
  });

  it('logs an address without its user, password or query', () => {
    expect(addressForLog('https://ops:pa55@mes.plant.local:8443/maintenance?key=k1#top')).toBe(
      'https://mes.plant.local:8443/maintenance',
    );
  });

  it('sends {} for an empty body, and no signature without a secret', async () => {
    await callAddress(params({ url: `${base}/ping` }), runContext(), anyHost);
    expect(received[0]?.body.toString()).toBe('{}');
    expect(received[0]?.headers).not.toHaveProperty('x-workbench-signature');
  });

  it('fails the run on an answer other than 2xx, saying what was answered', async () => {
    answer = (response) => response.writeHead(503).end('maintenance already running');
    const run = runContext();
    expect(await failureOf(callAddress(params({ url: `${base}/busy` }), run, anyHost))).toBe(
      `${base}/busy answered 503`,
    );
    expect(run.lines.at(-1)).toMatch(new RegExp(`^Failed after \\d+ ms: ${base}/busy answered 503$`));
  });

  it('fails the run when the address does not answer within the time-out', async () => {
    answer = () => undefined; // holds the call without answering
    const run = runContext();
    const reason = await failureOf(callAddress(params({ url: `${base}/hangs`, timeoutSeconds: 1 }), run, anyHost));
    expect(reason).toBe(`${base}/hangs did not answer within 1 s`);
    await received[0]?.closed; // the call was given up, not left open
  });

  it('refuses link-local addresses and hosts off the allow-list before anything is sent', async () => {
    const metadata = await failureOf(
      callAddress(params({ url: 'http://169.254.169.254/latest/meta-data?x=1' }), runContext(), anyHost),
    );
    expect(metadata).toBe(
      'http://169.254.169.254/latest/meta-data is refused by the outbound rules: a link-local address (169.254.169.254)',
    );
    const offList = await failureOf(
      callAddress(params({ url: `${base}/maintenance` }), runContext(), {
        outbound: { allowedHosts: ['mes.plant.local'] },
      }),
    );
    expect(offList).toContain('127.0.0.1 is not on the allowed hosts');
    expect(received).toEqual([]);
  });

  it('stops the call when the run is aborted', async () => {
    answer = () => undefined;
    const controller = new AbortController();
    arrived = () => controller.abort();
    const reason = await failureOf(callAddress(params({ url: `${base}/long` }), runContext(controller), anyHost));
    expect(reason).toBe(`The call to ${base}/long was stopped (the run timed out or the service is stopping)`);
    await received[0]?.closed;
    const late = await failureOf(callAddress(params({ url: `${base}/after` }), runContext(controller), anyHost));
    expect(late).toContain('was stopped');
    expect(received.map((call) => call.path)).toEqual(['/long']);
  });

  it('refuses a body that is not JSON when the job is written, and never sends one', async () => {
    const written = callAddressJobParamsSchema.safeParse({ url: `${base}/x`, body: '{task: rebuild}' });
    expect(written.error?.issues).toMatchObject([{ path: ['body'], message: 'validation.jsonBody' }]);
    expect(callAddressJobParamsSchema.safeParse({ url: `${base}/x`, body: '' }).success).toBe(true);
    const reason = await failureOf(callAddress(params({ url: `${base}/x`, body: 'not json' }), runContext(), anyHost));
    expect(reason).toBe(`The job's body is not JSON; nothing was sent to ${base}/x. Correct the body.`);
    expect(received).toEqual([]);
  });

  it('is a kind administrators create, running with the context the scheduler hands it', async () => {
    const kind = callAddressJobKind(anyHost);
    expect([kind.kind, kind.creatable, kind.allowOverlap]).toEqual(['integrations.callAddress', true, undefined]);
    const run = runContext();
    await kind.run({ ...run, attempt: 1, params: params({ url: `${base}/kind`, body: '[1,2]' }) });
    expect(received.map((call) => call.body.toString())).toEqual(['[1,2]']);
  });
});
