import { API_PATHS } from '@workbench/contracts';
import { ApiError, readEnvelope, transportError } from '../../../../api/api-error';
import { refreshAfterUnauthorized, sendWithSession } from '../../../../api/http-client';
import { readAccessToken } from '../../../../stores/session-cookies';

async function request() {
  const sentWith = readAccessToken();
  try {
    // Through the portal's client for its Authorization, ticket and language headers (the sheet
    // is headed in the caller's language); the answer is the file itself, not an envelope.
    const response = await sendWithSession<Blob>('GET', API_PATHS.admin.contacts.exportXlsx, { responseType: 'blob' });
    return { response, sentWith };
  } catch (cause) {
    throw transportError(cause);
  }
}

async function jsonOf(body: unknown): Promise<unknown> {
  try {
    const text = body instanceof Blob ? await body.text() : typeof body === 'string' ? body : '';
    return text ? JSON.parse(text) : body;
  } catch {
    return undefined;
  }
}

/**
 * integrationContact/exportXlsx: the whole address book as .xlsx. A 401 refreshes the session
 * once, shared with the portal's other calls, and asks again; a refusal is its envelope's error.
 */
export async function exportContactsXlsx(): Promise<Blob> {
  let answer = await request();
  if (answer.response.status === 401 && answer.sentWith) {
    try {
      await refreshAfterUnauthorized(answer.sentWith);
    } catch (cause) {
      throw new ApiError({ kind: 'unauthorized', status: 401, cause });
    }
    answer = await request();
  }
  const { status, data } = answer.response;
  if (status >= 200 && status < 300) return data instanceof Blob ? data : new Blob([data as BlobPart]);
  const refused = readEnvelope(status, await jsonOf(data));
  throw refused instanceof ApiError ? refused : new ApiError({ kind: 'http', status });
}
