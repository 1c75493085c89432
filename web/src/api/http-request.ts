/**
 * One HTTP exchange over `fetch`: the body encoded, a deadline, and the answer read whatever its
 * status. Knows nothing of the session or the envelope (http-client.ts adds those).
 */
export interface HttpRequest {
  method: string;
  /** Absolute, or relative to the page. */
  url: string;
  headers?: Record<string, string>;
  /** A plain value is sent as JSON; FormData, Blob, URLSearchParams and strings as they are. */
  body?: unknown;
  /** The caller's own give-up (a replaced query, a closed dialog). */
  signal?: AbortSignal | undefined;
  /** The whole exchange, answer body included, must finish within this; then it fails as a time-out. */
  timeoutMs: number;
  /** json (default): the body parsed as JSON, or its text when it is not JSON. blob: the bytes. */
  responseType?: 'json' | 'blob';
  cache?: RequestCache;
}

export interface HttpResponse<T = unknown> {
  status: number;
  data: T;
}

/** How fetch reports a deadline (AbortSignal.timeout); api-error.ts tells it from a lost network by this name. */
export const TIMEOUT_ERROR_NAME = 'TimeoutError';

/** What fetch may send as it is; anything else is a value for JSON. */
function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  // FormData and Blob set their own type (with the multipart boundary); JSON text is JSON.
  if (typeof body === 'string') headers['Content-Type'] = 'application/json';
  if (isRawBody(body)) return body;
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

/** The body as JSON when it is JSON, else its text; an empty body is ''. */
function parseText(text: string): unknown {
  if (!text) return '';
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A signal that fires on the caller's abort or at the deadline, whichever comes first; `timedOut`
 * tells which (browsers without abort reasons report both as AbortError).
 */
function deadline(timeoutMs: number, outer: AbortSignal | undefined) {
  const controller = new AbortController();
  const state = { timedOut: false };
  const timer = setTimeout(() => {
    state.timedOut = true;
    controller.abort(new DOMException(`No answer within ${timeoutMs} ms`, TIMEOUT_ERROR_NAME));
  }, timeoutMs);
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    state,
    done() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    },
  };
}

/**
 * Sends the request and resolves with every answer, whatever its status; rejects only when no
 * answer came (network failure, the caller's abort, or a DOMException named TimeoutError).
 */
export async function sendHttpRequest<T = unknown>(request: HttpRequest): Promise<HttpResponse<T>> {
  const headers = { ...request.headers };
  const body = encodeBody(request.body, headers);
  const limit = deadline(request.timeoutMs, request.signal);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers,
      body: body ?? null,
      signal: limit.signal,
      ...(request.cache ? { cache: request.cache } : {}),
    });
    const data = request.responseType === 'blob' ? await response.blob() : parseText(await response.text());
    return { status: response.status, data: data as T };
  } catch (error) {
    if (limit.state.timedOut) throw new DOMException(`No answer within ${request.timeoutMs} ms`, TIMEOUT_ERROR_NAME);
    throw error;
  } finally {
    limit.done();
  }
}
