import { refreshAfterUnauthorized, sendWithSession } from '../../../../api/http-client';
import { readAccessToken } from '../../../../stores/session-cookies';

/**
 * An export file may be large and the plant network slow: the 50 s limit of API calls would cut
 * a long download off, so files get ten minutes.
 */
const FILE_DOWNLOAD_TIMEOUT_MS = 10 * 60_000;

/** A file the server would not hand out; `serverMessage` is its own (localized) reason, if it gave one. */
export class FileDownloadError extends Error {
  readonly serverMessage: string | undefined;
  /** The session ended on the way (a refused refresh); that is reported elsewhere already. */
  readonly sessionEnded: boolean;

  constructor(options: { status?: number; serverMessage?: string; sessionEnded?: boolean; cause?: unknown }) {
    super(options.serverMessage || `File download failed${options.status ? ` (HTTP ${options.status})` : ''}`, {
      cause: options.cause,
    });
    this.name = 'FileDownloadError';
    this.serverMessage = options.serverMessage || undefined;
    this.sessionEnded = options.sessionEnded ?? false;
  }
}

/**
 * Whether an address belongs to the platform (the API base address or the portal's own origin),
 * the only places the session's token may be sent to.
 */
export function isPlatformAddress(address: string, baseUrl: string, pageAddress = window.location.href): boolean {
  const origin = new URL(address).origin;
  const platform = new Set([new URL(pageAddress).origin]);
  if (baseUrl) platform.add(new URL(baseUrl, pageAddress).origin);
  return platform.has(origin);
}

/** The envelope's message of a refused download, when the body is one (docs/api.md §1). */
async function serverMessageOf(body: unknown): Promise<string | undefined> {
  try {
    const text = body instanceof Blob ? await body.text() : typeof body === 'string' ? body : '';
    const message: unknown = text ? JSON.parse(text).message : undefined;
    return typeof message === 'string' && message ? message : undefined;
  } catch {
    return undefined;
  }
}

async function request(address: string) {
  const sentWith = readAccessToken();
  try {
    // The portal's HTTP client adds the Bearer token, the ticket and the language.
    const response = await sendWithSession<Blob>('GET', address, {
      responseType: 'blob',
      timeoutMs: FILE_DOWNLOAD_TIMEOUT_MS,
    });
    return { response, sentWith };
  } catch (cause) {
    throw new FileDownloadError({ cause });
  }
}

/**
 * Fetches an export file of the platform with the session's credentials (the file address needs
 * the Bearer token). A 401 refreshes the token once, shared with the portal's other calls, and
 * asks again (docs/spec.md §4).
 */
export async function fetchPlatformFile(address: string): Promise<Blob> {
  let answer = await request(address);
  if (answer.response.status === 401 && answer.sentWith) {
    try {
      await refreshAfterUnauthorized(answer.sentWith);
    } catch (cause) {
      throw new FileDownloadError({ status: 401, sessionEnded: true, cause });
    }
    answer = await request(address);
  }
  const { status, data } = answer.response;
  if (status < 200 || status >= 300) {
    throw new FileDownloadError({ status, serverMessage: await serverMessageOf(data) });
  }
  return data instanceof Blob ? data : new Blob([data]);
}
