// Moved to ui/; this forward serves shell, appbox and realtime until their own import lines move (web/README.md).
export { useRouteValue } from '../../ui/routing/use-route-value';
