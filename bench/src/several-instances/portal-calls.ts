import { API_PATHS, type LoginResult } from '@workbench/contracts';

interface Envelope<T> {
  code: number;
  errorCode?: string;
  message: string;
  data: T;
}

const headersOf = (as?: LoginResult): Record<string, string> => ({
  'accept-language': 'en',
  ...(as ? { authorization: `Bearer ${as.accessToken}`, ticket: as.ticket } : {}),
});

/** A POST to one instance as the portal makes it; fails with the answer when the call did not succeed. */
export async function post<T>(baseUrl: string, path: string, body: unknown, as?: LoginResult): Promise<T> {
  const answer = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headersOf(as) },
    body: JSON.stringify(body ?? {}),
  });
  const envelope = (await answer.json()) as Envelope<T>;
  if (!answer.ok || envelope.code !== 1) {
    throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(envelope)}`);
  }
  return envelope.data;
}

/** A GET (`get?id=` of the administration calls) to one instance. */
export async function get<T>(baseUrl: string, path: string, as: LoginResult): Promise<T> {
  const answer = await fetch(`${baseUrl}${path}`, { headers: headersOf(as) });
  const envelope = (await answer.json()) as Envelope<T>;
  if (!answer.ok || envelope.code !== 1) {
    throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(envelope)}`);
  }
  return envelope.data;
}

export const signIn = (baseUrl: string, userName: string, password: string) =>
  post<LoginResult>(baseUrl, API_PATHS.identity.newLogin, { userName, password });
