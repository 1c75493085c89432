import { getApiBaseUrl } from '../api/http-client';
import { TIMEOUT_ERROR_NAME } from '../api/http-request';

/** One request as the network layer sees it. */
export interface SentRequest {
  method: string;
  /** The address without its query: an API path as the code names it, or a full address. */
  url: string;
  /** The query parameters of the address. */
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
}

export interface MockAnswer {
  status?: number;
  body?: unknown;
  /** Simulate a transport failure instead of an answer. */
  fail?: 'network' | 'timeout';
}

export type NetworkHandler = (request: SentRequest) => MockAnswer | Promise<MockAnswer>;

/** A success envelope (docs/api.md §1). */
export const ok = (data: unknown, message = ''): MockAnswer => ({ status: 200, body: { code: 1, message, data } });

/** A field the server names in a refusal, with its message (docs/api.md §1 `details`). */
export interface FieldProblem {
  field: string;
  message: string;
}

/** A failure envelope (docs/api.md §1), with the fields it names when there are some. */
export const fail = (
  status: number,
  errorCode: string,
  message: string,
  details?: readonly FieldProblem[],
): MockAnswer => ({
  status,
  body: { code: 0, errorCode, message, data: null, ...(details ? { details } : {}) },
});

/** The answer as fetch would give it: only what the portal's client reads (status, text, blob). */
function fakeResponse(status: number, body: unknown): Response {
  const text = async () =>
    body instanceof Blob ? body.text() : typeof body === 'string' ? body : JSON.stringify(body);
  const blob = async () => (body instanceof Blob ? body : new Blob([await text()]));
  const answer = { status, ok: status >= 200 && status < 300, headers: new Headers(), text, blob };
  return answer as unknown as Response;
}

/** Settles with the handler's answer, or rejects as fetch does once the request's signal aborts. */
function unlessAborted<T>(signal: AbortSignal | null | undefined, answer: Promise<T>): Promise<T> {
  if (!signal) return answer;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('The request was aborted', 'AbortError'));
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

function readBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string' || !body) return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * Replaces only the network (`fetch`) under the portal's HTTP client: everything above it —
 * headers, body encoding, deadline, envelope, refresh-and-replay, error handling — runs for real.
 * Addresses on the API backend are recorded as their path, as the code names them, beside their query.
 */
export function mockNetwork(handler: NetworkHandler): { sent: SentRequest[]; restore: () => void } {
  const previous = globalThis.fetch;
  const sent: SentRequest[] = [];
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const address = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const base = getApiBaseUrl();
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    const onApi = base && address.startsWith(`${base}/`) ? address.slice(base.length) : address;
    const [url = '', search = ''] = onApi.split('?');
    const request: SentRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url,
      query: Object.fromEntries(new URLSearchParams(search)),
      body: readBody(init.body),
      headers,
    };
    sent.push(request);
    const answer = await unlessAborted(init.signal, Promise.resolve(handler(request)));
    if (answer.fail === 'timeout') throw new DOMException('No answer in time', TIMEOUT_ERROR_NAME);
    if (answer.fail) throw new TypeError('Failed to fetch');
    return fakeResponse(answer.status ?? 200, answer.body ?? null);
  };
  globalThis.fetch = fake;
  return {
    sent,
    restore: () => {
      globalThis.fetch = previous;
    },
  };
}
