import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@workbench/contracts';
import { ApiError, readEnvelope, transportError } from '../../../../api/api-error';
import { refreshAfterUnauthorized, sendWithSession } from '../../../../api/http-client';
import { readAccessToken } from '../../../../stores/session-cookies';
import { usersQueryKeys } from './users-query-keys';

async function request(id: string, signal: AbortSignal | undefined) {
  const sentWith = readAccessToken();
  try {
    // Through the portal's client for its Authorization, ticket and language headers; the
    // picture is bytes, not an envelope, so postApi/getApi cannot read it.
    const response = await sendWithSession<Blob>('GET', API_PATHS.admin.faceImage(id), {
      responseType: 'blob',
      signal,
    });
    return { response, sentWith };
  } catch (cause) {
    throw transportError(cause);
  }
}

/** A refused picture's body is the JSON envelope, delivered as a Blob because we asked for one. */
async function jsonOf(body: unknown): Promise<unknown> {
  try {
    const text = body instanceof Blob ? await body.text() : typeof body === 'string' ? body : '';
    return text ? JSON.parse(text) : body;
  } catch {
    return undefined;
  }
}

/**
 * faceAiUser/UserImage/{id}: the registered face picture, or null when none is registered (404).
 * A 401 refreshes the session once, shared with the portal's other calls, and asks again.
 */
export async function getFaceImage(id: string, signal?: AbortSignal): Promise<Blob | null> {
  let answer = await request(id, signal);
  if (answer.response.status === 401 && answer.sentWith) {
    try {
      await refreshAfterUnauthorized(answer.sentWith);
    } catch (cause) {
      throw new ApiError({ kind: 'unauthorized', status: 401, cause });
    }
    answer = await request(id, signal);
  }
  const { status, data } = answer.response;
  if (status === 404) return null;
  if (status >= 200 && status < 300) return data instanceof Blob ? data : new Blob([data as BlobPart]);
  const refused = readEnvelope(status, await jsonOf(data));
  throw refused instanceof ApiError ? refused : new ApiError({ kind: 'http', status });
}

/**
 * The picture of a user; `registered` is the list's hasFace. Without one nothing is asked: the
 * server's 404 would show as a failed request in the browser's console, though nothing failed.
 */
export function useFaceImage(id: string, registered: boolean) {
  return useQuery({
    queryKey: usersQueryKeys.face(id),
    queryFn: ({ signal }) => (registered ? getFaceImage(id, signal) : Promise.resolve(null)),
    // A picture is only needed while its dialog is open; do not keep megabytes in the cache.
    staleTime: 0,
    gcTime: 0,
  });
}
