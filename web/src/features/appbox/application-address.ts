import { isHttpUrl } from '@workbench/contracts';

/** Starts with a URL scheme ("https:", "javascript:", "mailto:" …). */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * The address an application opens at in a new browser tab, or null when it must not be opened
 * (SPEC §2 "Workbench drawer"). Only http(s) addresses leave the portal; a relative address is
 * resolved against the portal's own address, so a sub-application served beside the portal works.
 * Anything else (javascript:, data:, file: …) is refused: an application address comes from
 * administrators' data, and a script address would run inside the portal's origin.
 */
export function applicationAddress(applicationUrl: string, portalAddress: string): string | null {
  const address = applicationUrl.trim();
  if (!address) return null;
  if (HAS_SCHEME.test(address)) return isHttpUrl(address) ? address : null;
  try {
    const resolved = new URL(address, portalAddress).href;
    return isHttpUrl(resolved) ? resolved : null;
  } catch {
    return null;
  }
}
