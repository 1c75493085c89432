import { httpAddress, withBaseUrl } from '../../../../lib/urls';

/** Schemes such as javascript:, data: or file: start with letters and a colon. */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * The address a document or export file may be opened at, or null when it must not be linked.
 * Only http(s) addresses and relative ones (which get the API base address, docs/spec.md §7) qualify;
 * the browser's own URL parser has the last word, so the check sees what the browser would open.
 */
export function openableFileAddress(
  address: string,
  baseUrl: string,
  pageAddress = window.location.href,
): string | null {
  // The URL parser drops tabs and line breaks anywhere; so must the scheme check.
  const trimmed = address.replace(/[\t\n\r]/g, '').trim();
  if (!trimmed) return null;
  return httpAddress(HAS_SCHEME.test(trimmed) ? trimmed : withBaseUrl(trimmed, baseUrl), pageAddress);
}

/**
 * The address a logo may be shown from: what a file may be opened at, plus inline data images
 * (the platform stores application logos as data:image URIs). An image cannot run script, but
 * other schemes still have no business in the portal.
 */
export function showableImageAddress(
  address: string,
  baseUrl: string,
  pageAddress = window.location.href,
): string | null {
  const trimmed = address.trim();
  if (/^data:image\//i.test(trimmed)) return trimmed;
  return openableFileAddress(trimmed, baseUrl, pageAddress);
}
