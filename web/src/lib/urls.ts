export { isExternalLink, isHttpUrl, safeRedirectPath } from '@workbench/contracts';

/** Addresses that already name where they live: absolute URLs, protocol-relative, data and blob URLs. */
const SELF_CONTAINED = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * Relative file addresses get the API base address prefixed (docs/spec.md §7), so branding pictures and
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

/**
 * The absolute http(s) address that `address` names, resolved against `base` when relative, or
 * null for anything else (javascript:, data:, file: …): the one check before the portal frames,
 * links or opens an address. The browser's URL parser has the last word, so the check sees what the
 * browser would open; like the parser, it ignores tabs and line breaks anywhere in the address.
 */
export function httpAddress(address: string, base: string): string | null {
  const cleaned = address.replace(/[\t\n\r]/g, '').trim();
  if (!cleaned) return null;
  try {
    const url = new URL(cleaned, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
