import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { API_PATHS } from '@workbench/contracts';
import autocannon from 'autocannon';
import type { BareServer } from './floor/start-bare-server';
import type { Row } from './table';

/** What Chromium sends with every call (read from its requests); the server may compress by it. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const CONNECTIONS = 50;
const WARM_UP_S = 3;
const MEASURED_S = 10;
const FLOOR_RATIO_BUDGET = 0.25;

export async function post<T>(baseUrl: string, path: string, body: unknown, token?: string): Promise<T> {
  const answer = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await answer.json()) as { code: number; data: T; message: string };
  if (envelope.code !== 1) throw new Error(`${path} answered ${answer.status}: ${envelope.message}`);
  return envelope.data;
}

export interface SignedInCaller {
  accessToken: string;
  ticket: string;
  /** The headers the portal sends with each call, as a browser would. */
  headers: Record<string, string>;
}

/** Signs the demo operator in (the account the load rows call as). */
export async function signInOperator(baseUrl: string): Promise<SignedInCaller> {
  const login = await post<{ accessToken: string; ticket: string }>(baseUrl, API_PATHS.identity.newLogin, {
    userName: 'operator',
    password: 'Operator#1',
  });
  return {
    ...login,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${login.accessToken}`,
      ticket: login.ticket,
      'accept-language': 'en',
      'accept-encoding': BROWSER_ACCEPT_ENCODING,
    },
  };
}

export interface ApiCall {
  /** The call's name in the rows. */
  name: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface WireAnswer {
  status: number;
  /** The body's bytes as sent (compressed when the server compressed it). */
  bytes: number;
  encoding: string;
  /** The body as sent. */
  raw: Buffer;
}

/** The envelope's `code` (1 is success), read from the body whatever its encoding. */
function envelopeCode(answer: WireAnswer): number | undefined {
  const decode = { gzip: gunzipSync, br: brotliDecompressSync, deflate: inflateSync }[answer.encoding];
  try {
    const text = (decode ? decode(answer.raw) : answer.raw).toString('utf8');
    return (JSON.parse(text) as { code?: number }).code;
  } catch {
    return undefined;
  }
}

/** One call through node:http, which leaves the body as the server sent it. */
export function callOnce(url: string, call: ApiCall): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: 'POST', headers: call.headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({
          status: answer.statusCode ?? 0,
          bytes: raw.length,
          encoding: String(answer.headers['content-encoding'] ?? 'identity'),
          raw,
        });
      });
      answer.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(call.body);
  });
}

/** 50 connections for 10 s after an unmeasured 3 s: the figures are of a process in service. */
async function load(url: string, call: ApiCall): Promise<autocannon.Result> {
  const run = (duration: number) =>
    autocannon({
      url,
      method: 'POST',
      connections: CONNECTIONS,
      duration,
      headers: call.headers,
      body: call.body,
    });
  await run(WARM_UP_S);
  return run(MEASURED_S);
}

export interface CallLoad {
  result: autocannon.Result;
  failed: number;
  answer: WireAnswer;
  floor: autocannon.Result;
  ratio: number;
}

/**
 * The call under load on the portal's server, then the same load on the bare Node server
 * answering a JSON body of as many bytes as the portal's answer took on the wire. A call that
 * no longer succeeds right after the load (an expired session, say) counts as a failure.
 */
export async function loadAgainstFloor(baseUrl: string, bare: BareServer, call: ApiCall): Promise<CallLoad> {
  const url = `${baseUrl}${call.path}`;
  const answer = await callOnce(url, call);
  if (answer.status !== 200 || envelopeCode(answer) !== 1) {
    throw new Error(`${call.name} answered ${answer.status}: ${answer.raw.toString()}`);
  }
  const result = await load(url, call);
  const after = await callOnce(url, call);
  const failed =
    result.non2xx + result.errors + result.timeouts + (after.status === 200 && envelopeCode(after) === 1 ? 0 : 1);
  const floor = await load(`${bare.baseUrl}/json/${answer.bytes}`, call);
  return { result, failed, answer, floor, ratio: result.requests.average / floor.requests.average };
}

const perSecond = (result: autocannon.Result) => `${Math.round(result.requests.average)} req/s`;

/** The floor's row and the ratio's row, budgeted at a quarter of the bare server's throughput. */
export function floorRows(name: string, load: CallLoad): Row[] {
  return [
    {
      measure: `bare Node http server (own process) answering the same ${load.answer.bytes} bytes (the portal's answer as sent, ${load.answer.encoding}), same load: throughput, p99`,
      value: `${perSecond(load.floor)}, ${load.floor.latency.p99} ms`,
    },
    {
      measure: `${name} throughput ÷ the bare server's, same run`,
      value: `${load.ratio.toFixed(2)} ×`,
      budget: `≥ ${FLOOR_RATIO_BUDGET} ×`,
      ok: load.ratio >= FLOOR_RATIO_BUDGET && load.failed === 0,
    },
  ];
}

export const loadConditions = `${CONNECTIONS} connections, ${MEASURED_S} s after ${WARM_UP_S} s unmeasured, Accept-Encoding as Chromium sends it`;
export { perSecond };
