import { Navigate, useSearchParams } from 'react-router';
import { loginPathFor, postSignInTarget } from '../../app/guard/guard-decisions';
import { useSessionStore } from '../../stores/session-store';

/**
 * /auth-redirect?access_token=…&redirect=/path: the guard has already stored the handed-over
 * token and taken it out of the address; this page only continues to the target (or to sign-in
 * when no token came).
 */
export function AuthRedirectPage() {
  const [params] = useSearchParams();
  const hasToken = useSessionStore((s) => s.hasToken);
  const target = postSignInTarget(params.get('redirect'));
  return <Navigate to={hasToken ? target : loginPathFor(target)} replace />;
}
