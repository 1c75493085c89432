import { refreshAfterUnauthorized } from '../../../api/http-client';
import { readAccessToken } from '../../../stores/session-cookies';

/**
 * Refresh a little before the expiry, so the token is still good when the hub checks it: a tenth
 * of the token's life, at most 30 s (a token that lives only seconds is not refreshed over and over).
 */
const EXPIRY_MARGIN_MAX_MS = 30_000;

interface JwtTimes {
  issuedAtMs: number | null;
  expiresAtMs: number;
}

/** The `iat` and `exp` claims of a JWT in milliseconds, or null when the token is not a readable JWT. */
export function jwtTimesMs(token: string): JwtTimes | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown; iat?: unknown };
    const seconds = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value * 1000 : null);
    const expiresAtMs = seconds(claims.exp);
    return expiresAtMs === null ? null : { issuedAtMs: seconds(claims.iat), expiresAtMs };
  } catch {
    return null;
  }
}

/** How long before its expiry a token is refreshed. */
export function expiryMarginMs({ issuedAtMs, expiresAtMs }: JwtTimes): number {
  if (issuedAtMs === null) return EXPIRY_MARGIN_MAX_MS;
  return Math.min(EXPIRY_MARGIN_MAX_MS, Math.max(0, (expiresAtMs - issuedAtMs) / 10));
}

/**
 * The access token for a hub (re)connect. A hub that refuses a token tells the client nothing it
 * can act on (the negotiate error carries no status), so an access token known to be expired is
 * refreshed first, through the portal's one refresh-and-replay: after a long idle period on a
 * quiet page, no HTTP call may have refreshed it. A failed refresh ends the session, which stops
 * the connections.
 */
export async function hubAccessToken(now: () => number = Date.now): Promise<string> {
  const token = readAccessToken() ?? '';
  const times = token ? jwtTimesMs(token) : null;
  if (times === null || times.expiresAtMs - expiryMarginMs(times) > now()) return token;
  try {
    await refreshAfterUnauthorized(token);
  } catch {
    // Already handled by the refresh queue (the session ends); connect with what there is.
  }
  return readAccessToken() ?? '';
}
