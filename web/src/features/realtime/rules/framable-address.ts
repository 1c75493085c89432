import { httpAddress, withBaseUrl } from '../../../lib/urls';

/**
 * The http(s) address a notification's Link may be framed and linked at, or null (javascript:,
 * data:, file: … are never framed or linked). A relative Link is the platform's, so it gets the
 * API base address like other file addresses (docs/spec.md §7).
 */
export function framableAddress(
  link: string | undefined,
  baseUrl: string,
  pageAddress = window.location.href,
): string | null {
  // The URL parser drops tabs and line breaks anywhere; the scheme test must see what it sees.
  const cleaned = (link ?? '').replace(/[\t\n\r]/g, '').trim();
  if (!cleaned) return null;
  return httpAddress(withBaseUrl(cleaned, baseUrl), pageAddress);
}
