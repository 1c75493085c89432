import { PERMISSIONS } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import {
  decideAfterSessionFailure,
  decideNavigation,
  type GuardInput,
  hasAnyRole,
  loginPathFor,
  postSignInTarget,
  takeAccessToken,
} from './guard-decisions';

const signedIn: GuardInput = {
  pathname: '/',
  search: '',
  hasToken: true,
  profileLoaded: true,
  access: undefined,
  grantedMenuCodes: {},
  roles: [],
};
const signedOut: GuardInput = { ...signedIn, hasToken: false, profileLoaded: false };

describe('guard without a token', () => {
  it('sends every other path to /login with the wanted path and query as redirect', () => {
    expect(decideNavigation({ ...signedOut, pathname: '/User', search: '?page=2&q=a b' })).toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/User?page=2&q=a b')}`,
    });
    expect(decideNavigation({ ...signedOut, pathname: '/' })).toEqual({ kind: 'redirect', to: '/login?redirect=%2F' });
    expect(decideNavigation({ ...signedOut, pathname: '/404' }).kind).toBe('redirect');
  });

  it('lets /login and /auth-redirect through', () => {
    expect(decideNavigation({ ...signedOut, pathname: '/login', search: '?redirect=%2FUser' })).toEqual({
      kind: 'allow',
    });
    expect(decideNavigation({ ...signedOut, pathname: '/auth-redirect' })).toEqual({ kind: 'allow' });
  });
});

describe('guard with a token', () => {
  it('sends /login to /', () => {
    expect(decideNavigation({ ...signedIn, pathname: '/login', search: '?redirect=%2FUser' })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('lets /auth-redirect through so it can continue to its target', () => {
    expect(decideNavigation({ ...signedIn, pathname: '/auth-redirect', profileLoaded: false })).toEqual({
      kind: 'allow',
    });
  });

  it('loads the profile first when it is not loaded', () => {
    expect(decideNavigation({ ...signedIn, pathname: '/User', profileLoaded: false })).toEqual({
      kind: 'load-session',
    });
  });

  it('on profile failure goes to /login with the wanted path', () => {
    expect(decideAfterSessionFailure('/User?page=2')).toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/User?page=2')}`,
    });
  });

  it('allows a route with a permission code only when the code is granted', () => {
    const access = { permission: PERMISSIONS.userManage };
    expect(decideNavigation({ ...signedIn, pathname: '/User', access })).toEqual({ kind: 'redirect', to: '/' });
    expect(
      decideNavigation({
        ...signedIn,
        pathname: '/User',
        access,
        grantedMenuCodes: { [PERMISSIONS.userManage]: false },
      }),
    ).toEqual({ kind: 'redirect', to: '/' });
    expect(
      decideNavigation({
        ...signedIn,
        pathname: '/User',
        access,
        grantedMenuCodes: { [PERMISSIONS.userManage]: true },
      }),
    ).toEqual({ kind: 'allow' });
  });

  it('opens routes without code or roles to everyone signed in', () => {
    expect(decideNavigation({ ...signedIn, pathname: '/msgPushSetting', access: {} })).toEqual({ kind: 'allow' });
    expect(decideNavigation({ ...signedIn, pathname: '/dashboard/dashboard' })).toEqual({ kind: 'allow' });
  });

  it('needs any one of the route roles', () => {
    const access = { roles: ['admin', 'UR'] };
    expect(decideNavigation({ ...signedIn, pathname: '/x', access, roles: ['operator'] })).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(decideNavigation({ ...signedIn, pathname: '/x', access, roles: ['UR'] })).toEqual({ kind: 'allow' });
    expect(hasAnyRole([], [])).toBe(true);
    expect(hasAnyRole(undefined, [])).toBe(true);
  });
});

describe('access_token handed over in the query', () => {
  it('is accepted before anything else and removed from the path', () => {
    expect(
      decideNavigation({ ...signedOut, pathname: '/auth-redirect', search: '?access_token=abc&redirect=%2FUser' }),
    ).toEqual({ kind: 'accept-token', token: 'abc', next: '/auth-redirect?redirect=%2FUser' });
    expect(decideNavigation({ ...signedIn, pathname: '/User', search: '?access_token=xyz' })).toEqual({
      kind: 'accept-token',
      token: 'xyz',
      next: '/User',
    });
  });

  it('is split out of a real query string', () => {
    expect(takeAccessToken('?a=1&access_token=t&b=2')).toEqual({ token: 't', rest: '?a=1&b=2' });
    expect(takeAccessToken('?a=1')).toBeNull();
    expect(takeAccessToken('')).toBeNull();
  });
});

describe('after sign-in', () => {
  it('goes to the redirect target only when it stays inside the portal', () => {
    expect(postSignInTarget('/User?page=2')).toBe('/User?page=2');
    expect(postSignInTarget('https://evil.example')).toBe('/');
    expect(postSignInTarget('//evil.example')).toBe('/');
    expect(postSignInTarget(null)).toBe('/');
    expect(postSignInTarget('/login?redirect=%2FUser')).toBe('/');
  });

  it('never builds a redirect back to the sign-in page itself', () => {
    expect(loginPathFor('/login?redirect=%2FUser')).toBe('/login');
    expect(loginPathFor('')).toBe('/login');
  });
});
