// The page itself is loaded lazily by the router; only the address rules are shared.
export { windowAddressOf, windowHostOf, windowPathOf } from './window-address';
