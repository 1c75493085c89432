/** What every framed notification page may do: run its scripts and open links in new windows. */
const BASE_PERMISSIONS = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

/**
 * The sandbox of a notification's framed page. A page of another origin keeps its own origin,
 * so that it can use its own session, and still cannot reach the portal. A page of the portal's
 * own origin does not: with scripts and its origin together it could lift its own sandbox and
 * read the portal's session, so it runs as an opaque origin instead.
 */
export function popUpFrameSandbox(address: string, portalOrigin: string): string {
  let sameOrigin = true;
  try {
    sameOrigin = new URL(address, portalOrigin).origin === portalOrigin;
  } catch {
    // An address the parser refuses is treated as the portal's own: the stricter sandbox.
  }
  return sameOrigin ? BASE_PERMISSIONS : `${BASE_PERMISSIONS} allow-same-origin`;
}
