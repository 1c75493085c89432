export { isExternalLink, isHttpUrl, safeRedirectPath } from '@workbench/contracts';

/** Addresses that already name where they live: absolute URLs, protocol-relative, data and blob URLs. */
const SELF_CONTAINED = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * Relative file addresses get the API base address prefixed (SPEC §7), so branding pictures and
 * uploaded logos load from the backend the portal is pointed at. Without a base address the
 * address stays relative to the portal's own origin.
 */
export function withBaseUrl(address: string | null | undefined, baseUrl: string): string {
  if (!address) return '';
  if (SELF_CONTAINED.test(address) || !baseUrl) return address;
  const base = baseUrl.replace(/\/+$/, '');
  const path = address.replace(/^\.?\/*/, '');
  return `${base}/${path}`;
}
