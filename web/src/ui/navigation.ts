/**
 * Navigation for code outside React (HTTP client, cross-tab logout). The router registers itself
 * at start-up; before that, and in tests, the address bar's hash is set directly.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigate: Navigate = (to, options) => {
  const url = `${window.location.pathname}${window.location.search}#${to}`;
  if (options?.replace) window.location.replace(url);
  else window.location.hash = `#${to}`;
};

export function registerNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigate(to, options);
}

/** The portal path in the address bar, with its query: "/User?page=2" (hash routing). */
export function currentPortalPath(): string {
  const path = window.location.hash.replace(/^#/, '');
  return path.startsWith('/') ? path : '/';
}

/** The portal route in the address bar, without query. */
export function currentRoutePath(): string {
  return currentPortalPath().split('?')[0] ?? '/';
}
