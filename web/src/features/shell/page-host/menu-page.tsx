import { Navigate, useLocation } from 'react-router';
import { findMenuRoute, useMenuRoutesStore } from '../../../stores/menu-routes-store';

/** A page of the entered application's menu; any other address goes to the workbench (SPEC §2 "*"). */
export function MenuPage() {
  const { pathname } = useLocation();
  const route = useMenuRoutesStore((s) => findMenuRoute(s.routes, pathname));
  if (!route) return <Navigate to="/" replace />;
  return <div>{route.title}</div>;
}
