import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { Navigate, useLocation, useMatches, useNavigate } from 'react-router';
import { useSessionStore } from '../../stores/session-store';
import { PageLoading } from '../../ui/page-loading';
import { isRouteMeta } from '../route-table';
import { decideAfterSessionFailure, decideNavigation } from './guard-decisions';
import { loadSession } from './load-session';
import { isPageLeaving } from './page-leaving';

/**
 * Carries out the guard decisions (guard-decisions.ts) for the route being shown.
 *
 * The session is read when the route renders, deliberately without subscribing to the store:
 * sign-in, logout and session end change the store and navigate in the same breath, and the
 * store change renders synchronously while react-router's navigation is a transition. A
 * subscribed guard would judge the new session against the old route (e.g. "signed in on
 * /login → go to /") and race the navigation. Only the guard's own profile load re-renders it.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const matches = useMatches();
  const navigate = useNavigate();
  const [, setSessionLoads] = useState(0);
  const session = useSessionStore.getState();

  const deepest = [...matches].reverse().find((match) => isRouteMeta(match.handle));
  const meta = isRouteMeta(deepest?.handle) ? deepest.handle : undefined;
  const decision = decideNavigation({
    pathname: location.pathname,
    search: location.search,
    access: meta,
    hasToken: session.hasToken,
    profileLoaded: session.profileLoaded,
    grantedMenuCodes: session.grantedMenuCodes,
    roles: session.roles,
  });
  const wanted = `${location.pathname}${location.search}`;
  const handedToken = decision.kind === 'accept-token' ? decision.token : null;
  const afterToken = decision.kind === 'accept-token' ? decision.next : null;

  useEffect(() => {
    if (handedToken === null || afterToken === null) return;
    useSessionStore.getState().acceptAccessToken(handedToken);
    // Replacing the history entry takes the token out of the address bar.
    navigate(afterToken, { replace: true });
  }, [handedToken, afterToken, navigate]);

  useEffect(() => {
    if (decision.kind !== 'load-session') return;
    let cancelled = false;
    loadSession().then(
      () => {
        // A transition: should the page's code still be on its way, the loading view stays until
        // it is there, rather than a Suspense fallback taking its place, whose reveal React then
        // throttles (the page would appear 300 ms after the fallback at the earliest).
        if (!cancelled) startTransition(() => setSessionLoads((count) => count + 1));
      },
      (error: unknown) => {
        // Cancelled by a reload or by leaving the page: the session is as good as it was.
        if (cancelled || isPageLeaving()) return;
        console.warn('Profile could not be loaded; signing in again', error);
        useSessionStore.getState().reset();
        const next = decideAfterSessionFailure(wanted);
        if (next.kind === 'redirect') navigate(next.to, { replace: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [decision.kind, wanted, navigate]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind !== 'allow') return <PageLoading />;
  return <>{children}</>;
}
