import { isHttpUrl } from '@workbench/contracts';

/**
 * The address in /Window/{url}: the rest of the path, percent-decoded once (links put it in
 * encoded, people type it plain). Only an absolute http(s) address is accepted; anything else
 * (javascript:, data:, file:, a relative path) gives null and is refused.
 */
export function windowAddressOf(splat: string | undefined, search = ''): string | null {
  if (!splat) return null;
  let address: string;
  try {
    address = decodeURIComponent(splat);
  } catch {
    return null;
  }
  // A plain address's own query string lands in the portal's query; it belongs to the address.
  const full = search && !address.includes('?') ? `${address}${search}` : address;
  return isHttpUrl(full) ? new URL(full).href : null;
}

/** The portal path that embeds `address`. */
export function windowPathOf(address: string): string {
  return `/Window/${encodeURIComponent(address)}`;
}

const WINDOW_PREFIX = '/Window/';

/**
 * The host a /Window/{url} portal address embeds (with its port, if any), or null when the
 * address is not one the page would frame. It names the tab: every such tab would otherwise carry
 * the same generic title.
 */
export function windowHostOf(pathname: string, search = ''): string | null {
  if (!pathname.startsWith(WINDOW_PREFIX)) return null;
  const address = windowAddressOf(pathname.slice(WINDOW_PREFIX.length), search);
  return address ? new URL(address).host : null;
}
