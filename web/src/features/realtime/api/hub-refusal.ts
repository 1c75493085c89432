import { ERROR_CODES } from '@workbench/contracts';

/**
 * A hub that refused to connect because of the caller's session, not because it is unreachable:
 * HTTP 401 (the access token expired or was revoked: refresh once, then connect again) or 403
 * with errorCode 20000 (the session ended: sign out with the server's message). Anything else
 * (the server down, a proxy error) is an outage that is simply retried.
 */
export class HubRefusedError extends Error {
  readonly status: number;
  /** True for 403/20000: no refresh can help. */
  readonly sessionEnded: boolean;
  /** The server's own, already localized, message, when its answer had one. */
  readonly serverMessage: string | undefined;
  /** The access token that was refused (the refresh queue skips a refresh when it has changed since). */
  readonly token: string | undefined;

  constructor(init: { status: number; sessionEnded: boolean; serverMessage?: string; token?: string }) {
    super(`The hub refused the connection (HTTP ${init.status})`);
    this.name = 'HubRefusedError';
    this.status = init.status;
    this.sessionEnded = init.sessionEnded;
    this.serverMessage = init.serverMessage || undefined;
    this.token = init.token;
  }
}

export function isHubRefusal(value: unknown): value is HubRefusedError {
  return value instanceof HubRefusedError;
}

function envelopeOf(body: string): { errorCode?: unknown; message?: unknown } {
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

/** The refusal an answer to a hub request stands for, or null when it is no refusal of the session. */
export function readHubRefusal(status: number, body: string, token?: string): HubRefusedError | null {
  const envelope = envelopeOf(body);
  const serverMessage = typeof envelope.message === 'string' ? envelope.message : undefined;
  if (status === 401) return new HubRefusedError({ status, sessionEnded: false, serverMessage, token });
  if (status === 403 && envelope.errorCode === ERROR_CODES.sessionEnded) {
    return new HubRefusedError({ status, sessionEnded: true, serverMessage, token });
  }
  return null;
}
