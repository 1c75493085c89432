import { Navigate, useLocation, useParams } from 'react-router';

/**
 * /redirect/<path>: the internal refresh helper. Navigating here and straight back re-mounts the
 * target page (used by "Refresh" on a tab).
 */
export function RedirectPage() {
  const params = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${params['*'] ?? ''}${search}`} replace />;
}
