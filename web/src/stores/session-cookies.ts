import Cookies from 'js-cookie';
import { COOKIE_KEYS } from '../lib/storage-keys';

/**
 * Token, refresh token and ticket live in cookies (docs/spec.md §9), shared by every tab of the portal.
 * They are read here at the moment of use, never cached: another tab may have rotated them.
 * Session cookies (no expiry): closing the browser ends the sign-in on a shared plant terminal.
 */
function attributes(): Cookies.CookieAttributes {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  return { path: '/', sameSite: 'Lax', secure };
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  ticket: string;
}

export function readAccessToken(): string | undefined {
  return Cookies.get(COOKIE_KEYS.accessToken) || undefined;
}

export function readRefreshToken(): string | undefined {
  return Cookies.get(COOKIE_KEYS.refreshToken) || undefined;
}

export function readTicket(): string | undefined {
  return Cookies.get(COOKIE_KEYS.ticket) || undefined;
}

/** Writes the given tokens; an empty string removes that cookie. */
export function writeTokens(tokens: Partial<SessionTokens>): void {
  const entries: [string, string | undefined][] = [
    [COOKIE_KEYS.accessToken, tokens.accessToken],
    [COOKIE_KEYS.refreshToken, tokens.refreshToken],
    [COOKIE_KEYS.ticket, tokens.ticket],
  ];
  for (const [name, value] of entries) {
    if (value === undefined) continue;
    if (value) Cookies.set(name, value, attributes());
    else Cookies.remove(name, { path: '/' });
  }
}

export function clearTokens(): void {
  writeTokens({ accessToken: '', refreshToken: '', ticket: '' });
}
