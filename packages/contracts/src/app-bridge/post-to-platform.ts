import type { z } from 'zod';
import { isApiFailure } from '../envelope';
import type { HostContext } from '../host-bridge';
import { LIMITS } from '../limits';
import { PlatformApiError } from './platform-api-error';

/** What a call needs from the shell's context. */
export type ApiSession = Pick<HostContext, 'token' | 'ticket' | 'language' | 'apiBaseUrl'>;

export interface CallOptions {
  signal?: AbortSignal;
  /** Tests hand in a stand-in. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function apiUrl(apiBaseUrl: string, path: string): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}${path}`;
}

/** Parses a body that may not be JSON at all (a proxy's error page, an empty 502). */
async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * POSTs a JSON body to the platform with the headers every portal call carries (docs/spec.md §7:
 * Authorization, ticket, Accept-Language), gives up after the portal's call time-out, and
 * returns the envelope's data checked against its contract schema.
 */
export async function postToPlatform<T extends z.ZodType>(
  session: ApiSession,
  path: string,
  body: unknown,
  dataSchema: T,
  options: CallOptions = {},
): Promise<z.infer<T>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? LIMITS.callTimeoutMs);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    let response: Response;
    try {
      response = await (options.fetch ?? fetch)(apiUrl(session.apiBaseUrl, path), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          Authorization: `Bearer ${session.token}`,
          ticket: session.ticket,
          'Accept-Language': session.language,
        },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new PlatformApiError(timedOut ? 'timeout' : 'network', 0, '', '');
    }
    const answer = await readJson(response);
    if (isApiFailure(answer)) {
      throw new PlatformApiError('envelope', response.status, answer.errorCode, answer.message);
    }
    if (response.ok && typeof answer === 'object' && answer !== null && 'code' in answer && answer.code === 1) {
      const data = dataSchema.safeParse((answer as { data?: unknown }).data);
      if (data.success) return data.data;
    }
    throw new PlatformApiError('unexpected', response.status, '', '');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}
