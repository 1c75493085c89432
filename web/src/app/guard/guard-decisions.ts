import { safeRedirectPath } from '../../lib/urls';

/**
 * The navigation guard of docs/spec.md §2 as pure decisions; app/guard/route-guard.tsx carries them out.
 */

/** Reachable without a token. */
export const PUBLIC_PATHS: readonly string[] = ['/login', '/auth-redirect'];
export const LOGIN_PATH = '/login';
export const ACCESS_TOKEN_PARAM = 'access_token';

/** What a route asks of the user; undefined or empty means open. */
export interface RouteAccess {
  permission?: string | undefined;
  roles?: readonly string[] | undefined;
}

export interface GuardInput {
  pathname: string;
  /** The route's query, with its leading "?" (or empty). */
  search: string;
  hasToken: boolean;
  profileLoaded: boolean;
  access: RouteAccess | undefined;
  grantedMenuCodes: Readonly<Record<string, boolean>>;
  roles: readonly string[];
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** The profile and granted codes must be fetched before deciding. */
  | { kind: 'load-session' }
  /** An access_token came in the query: store it, then go on to `next` (the same path without it). */
  | { kind: 'accept-token'; token: string; next: string };

function isPublic(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return PUBLIC_PATHS.includes(path);
}

/** "/login?redirect=<wanted path with its query>"; a wanted sign-in page needs no redirect. */
export function loginPathFor(wanted: string): string {
  if (!wanted || wanted.toLowerCase().startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}`;
}

export function hasGrantedCode(code: string, granted: Readonly<Record<string, boolean>>): boolean {
  return granted[code] === true;
}

/** Route roles metadata: none means open; otherwise any one matching role is enough. */
export function hasAnyRole(required: readonly string[] | undefined, roles: readonly string[]): boolean {
  if (!required || required.length === 0) return true;
  return required.some((role) => roles.includes(role));
}

export function isRouteAllowed(
  access: RouteAccess | undefined,
  granted: Readonly<Record<string, boolean>>,
  roles: readonly string[],
): boolean {
  if (access?.permission && !hasGrantedCode(access.permission, granted)) return false;
  return hasAnyRole(access?.roles, roles);
}

/** Splits access_token out of a query string: the token and the query without it. */
export function takeAccessToken(search: string): { token: string; rest: string } | null {
  const params = new URLSearchParams(search);
  const token = params.get(ACCESS_TOKEN_PARAM);
  if (!token) return null;
  params.delete(ACCESS_TOKEN_PARAM);
  const rest = params.toString();
  return { token, rest: rest ? `?${rest}` : '' };
}

export function decideNavigation(input: GuardInput): GuardDecision {
  const wanted = `${input.pathname}${input.search}`;
  const handedOver = takeAccessToken(input.search);
  if (handedOver) return { kind: 'accept-token', token: handedOver.token, next: `${input.pathname}${handedOver.rest}` };

  if (!input.hasToken) {
    return isPublic(input.pathname) ? { kind: 'allow' } : { kind: 'redirect', to: loginPathFor(wanted) };
  }
  if (input.pathname.toLowerCase() === LOGIN_PATH) return { kind: 'redirect', to: '/' };
  if (isPublic(input.pathname)) return { kind: 'allow' };
  if (!input.profileLoaded) return { kind: 'load-session' };
  if (!isRouteAllowed(input.access, input.grantedMenuCodes, input.roles)) return { kind: 'redirect', to: '/' };
  return { kind: 'allow' };
}

/** Profile fetch failed: the caller resets the token; the user signs in again and comes back. */
export function decideAfterSessionFailure(wanted: string): GuardDecision {
  return { kind: 'redirect', to: loginPathFor(wanted) };
}

/** Where to go after signing in: the redirect target only if it stays inside the portal. */
export function postSignInTarget(redirect: string | null | undefined): string {
  const target = safeRedirectPath(redirect);
  return target.toLowerCase().startsWith(LOGIN_PATH) ? '/' : target;
}
