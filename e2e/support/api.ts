import type { Page } from 'playwright-core';

/** Calls the API with the page's own session, as the portal would; fails on an error envelope. */
export async function callApiAs<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const token = decodeURIComponent(document.cookie.match(/(?:^|; )Admin-Token=([^;]*)/)?.[1] ?? '');
      const answer = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      const json = (await answer.json()) as { code: number; data: T; message: string };
      if (json.code !== 1) throw new Error(`${path}: ${json.message}`);
      return json.data;
    },
    { path, body },
  );
}

/**
 * Calls the API from the test itself, as a script on a terminal would: no Accept-Language, and the
 * given access token if any; fails on an error envelope.
 */
export async function callApi<T>(baseUrl: string, path: string, body: unknown, token?: string): Promise<T> {
  const answer = await fetch(`${baseUrl}/api/baseService${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await answer.json()) as { code: number; data: T; message: string };
  if (json.code !== 1) throw new Error(`${path}: ${json.message}`);
  return json.data;
}
