import { sendHttpRequest } from '../http-request';

interface SafeParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/**
 * A plain JSON file beside the portal's index.html (config.json, sys.json), fetched relative to the
 * page rather than from the API base it may configure, and always revalidated. Missing, unreadable or
 * not matching the contract → `fallback`, with a warning naming what the portal does instead: these
 * files must never keep the portal from starting.
 */
export async function getStaticFile<T>(
  path: string,
  schema: SafeParser<T>,
  fallback: () => T,
  instead: string,
): Promise<T> {
  try {
    const response = await sendHttpRequest({ method: 'GET', url: `.${path}`, timeoutMs: 10_000, cache: 'no-cache' });
    if (response.status < 200 || response.status >= 300) throw new Error(`HTTP ${response.status}`);
    const parsed = schema.safeParse(response.data);
    if (parsed.success) return parsed.data;
    console.warn(`${path.slice(1)} does not match the contract; ${instead}`, parsed.error);
  } catch (error) {
    console.warn(`${path.slice(1)} could not be loaded; ${instead}`, error);
  }
  return fallback();
}
