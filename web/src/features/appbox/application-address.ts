import { httpAddress } from '../../lib/urls';

/**
 * The address an application opens at in a new browser tab, or null when it must not be opened
 * (docs/spec.md §2 "Workbench drawer"). Only http(s) addresses leave the portal; a relative address is
 * resolved against the portal's own address, so a sub-application served beside the portal works.
 * Anything else (javascript:, data:, file: …) is refused: an application address comes from
 * administrators' data, and a script address would run inside the portal's origin.
 */
export function applicationAddress(applicationUrl: string, portalAddress: string): string | null {
  return httpAddress(applicationUrl, portalAddress);
}
