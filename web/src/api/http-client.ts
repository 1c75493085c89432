import { DEFAULT_LANGUAGE, LIMITS } from '@workbench/contracts';
import { ApiError, isApiError, readEnvelope, transportError } from './api-error';
import { type HttpResponse, sendHttpRequest } from './http-request';
import type { RefreshQueue } from './refresh-queue';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The part of a zod schema the client needs; contracts' schemas fit it. */
export interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error?: unknown };
}

export interface CallOptions {
  /** Show failures to the user (modal, logout). Forms that show errors inline pass false. */
  presentErrors?: boolean;
  /** Do not refresh-and-replay on 401 (the refresh call itself, sign-in). */
  skipAuthRefresh?: boolean;
  /** Do not run the ticket-extension check after this call. */
  skipTicketCheck?: boolean;
  query?: Record<string, string | number | boolean>;
  signal?: AbortSignal;
}

export interface ApiResult<T> {
  data: T;
  /** The envelope's message (some calls, such as changePassword, put their success text here). */
  message: string;
}

/** What the client needs from the rest of the portal; wired once at start-up (app/wire-http-client.ts). */
export interface HttpClientHooks {
  getAccessToken(): string | undefined;
  getTicket(): string | undefined;
  getLanguage(): string;
  /** Refresh-and-replay for 401; without one a 401 is just an error. */
  refreshQueue: RefreshQueue | undefined;
  /** Reacts to a failed call (error catalogue); `present` is false when the caller shows it itself. */
  onError(error: ApiError, present: boolean): void;
  /** Runs after every successful call (the ticket-extension check). */
  afterSuccess(requestPath: string): void;
}

const noHooks: HttpClientHooks = {
  getAccessToken: () => undefined,
  getTicket: () => undefined,
  getLanguage: () => DEFAULT_LANGUAGE,
  refreshQueue: undefined,
  onError: () => undefined,
  afterSuccess: () => undefined,
};

let hooks: HttpClientHooks = noHooks;

export function configureHttpClient(partial: Partial<HttpClientHooks>): void {
  hooks = { ...hooks, ...partial };
}

let apiBaseUrl = '';

/** Points the client at another backend (config.json URL); empty means the portal's own origin. */
export function setApiBaseUrl(baseUrl: string): void {
  apiBaseUrl = baseUrl ? baseUrl.replace(/\/+$/, '') : '';
}

export function getApiBaseUrl(): string {
  return apiBaseUrl;
}

/**
 * Settles once the API address is known, and is null from then on: a call then sends its request
 * in the same task, before whatever the caller's event goes on to do (signing in renders its busy
 * state), which an await, even of a settled promise, would let run first.
 */
let apiBaseKnown: Promise<unknown> | null = null;

/**
 * Holds calls back until `known` settles: the portal shows its first page before config.json has
 * said where the API lives, and no call may go to the wrong backend meanwhile.
 */
export function holdCallsUntil(known: Promise<unknown>): void {
  const settled: Promise<unknown> = known.then(
    () => undefined,
    () => undefined,
  );
  apiBaseKnown = settled;
  void settled.then(() => {
    if (apiBaseKnown === settled) apiBaseKnown = null;
  });
}

const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

/** The address of `path` on the API backend, with the query appended. */
function addressOf(path: string, query: CallOptions['query']): string {
  const url = ABSOLUTE_URL.test(path) || !apiBaseUrl ? path : `${apiBaseUrl}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

/** The session's headers, read at the moment of sending (another tab may have rotated the token). */
function sessionHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json, text/plain, */*',
    'Accept-Language': hooks.getLanguage() || DEFAULT_LANGUAGE,
  };
  const token = hooks.getAccessToken();
  const ticket = hooks.getTicket();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (ticket) headers.ticket = ticket;
  return headers;
}

export interface SessionRequestOptions {
  body?: unknown;
  query?: CallOptions['query'];
  signal?: AbortSignal | undefined;
  /** Defaults to the portal's call limit (docs/spec.md §7). */
  timeoutMs?: number;
  responseType?: 'json' | 'blob';
}

/**
 * One request to the API backend (or another platform address) with the session's headers,
 * answered whatever its status. For answers that are not envelopes (pictures, files); API calls
 * use callApi. Rejects only when no answer came (see sendHttpRequest).
 */
export async function sendWithSession<T = unknown>(
  method: string,
  path: string,
  options: SessionRequestOptions = {},
): Promise<HttpResponse<T>> {
  if (apiBaseKnown) await apiBaseKnown;
  return sendHttpRequest<T>({
    method,
    url: addressOf(path, options.query),
    headers: sessionHeaders(),
    body: options.body,
    signal: options.signal,
    timeoutMs: options.timeoutMs ?? LIMITS.callTimeoutMs,
    responseType: options.responseType ?? 'json',
  });
}

async function send(method: Method, path: string, body: unknown, options: CallOptions, replayed: boolean) {
  // The token is the one the call goes out with, so wait for the API address before reading it.
  if (apiBaseKnown) await apiBaseKnown;
  const sentWith = hooks.getAccessToken();
  let response: HttpResponse;
  try {
    response = await sendWithSession(method, path, { body, query: options.query, signal: options.signal });
  } catch (cause) {
    throw transportError(cause);
  }
  const answer = readEnvelope(response.status, response.data);
  if (!isApiError(answer)) return answer;

  const queue = hooks.refreshQueue;
  // A call sent without any token (signed out) cannot be saved by a refresh.
  if (answer.kind === 'unauthorized' && queue && sentWith && !options.skipAuthRefresh && !replayed) {
    try {
      await queue.tokenAfterUnauthorized(sentWith);
    } catch (cause) {
      // The failed refresh has already ended the session once; the waiting calls fail quietly
      // as "unauthorized" instead of each showing the refresh's own error.
      throw new ApiError({ kind: 'unauthorized', status: 401, cause });
    }
    return send(method, path, body, options, true);
  }
  throw answer;
}

/** Calls an /api path, unwraps the envelope and validates `data` against the contract. */
export async function callApi<T>(
  method: Method,
  path: string,
  body: unknown,
  schema: Schema<T>,
  options: CallOptions = {},
): Promise<ApiResult<T>> {
  try {
    const envelope = await send(method, path, body, options, false);
    const parsed = schema.safeParse(envelope.data);
    if (!parsed.success) throw new ApiError({ kind: 'invalid-answer', status: 200, cause: parsed.error });
    if (!options.skipTicketCheck) hooks.afterSuccess(path);
    return { data: parsed.data, message: envelope.message };
  } catch (cause) {
    const error = isApiError(cause) ? cause : transportError(cause);
    // The caller gave the call up (a query replaced by a newer one, a closed dialog): nobody
    // waits for its answer, so there is nothing to tell the user.
    if (options.signal?.aborted) throw error;
    if (error.kind === 'invalid-answer') console.error(`Answer of ${path} does not match the contract`, error.cause);
    hooks.onError(error, options.presentErrors !== false);
    throw error;
  }
}

export function postApi<T>(path: string, body: unknown, schema: Schema<T>, options?: CallOptions) {
  return callApi('POST', path, body ?? {}, schema, options);
}

export function getApi<T>(path: string, schema: Schema<T>, options?: CallOptions) {
  return callApi('GET', path, undefined, schema, options);
}

/** For calls whose `data` is null or of no interest (logout, changePassword). */
export const ignoredData: Schema<null> = { safeParse: () => ({ success: true, data: null }) };

/** For calls whose `data` is a string (readFrontEndJsonFile). */
export const stringData: Schema<string> = {
  safeParse: (value) => (typeof value === 'string' ? { success: true, data: value } : { success: false }),
};

/**
 * Refreshes the session after `token` was refused outside this client (a hosted sub-application
 * got a 401), sharing the one refresh-and-replay of docs/spec.md §4; rejects when no refresh is possible.
 */
export async function refreshAfterUnauthorized(token: string): Promise<void> {
  if (!hooks.refreshQueue) throw new Error('No token refresh is configured');
  await hooks.refreshQueue.tokenAfterUnauthorized(token);
}
