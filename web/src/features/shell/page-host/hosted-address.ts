import { type Application, INTEGRATION_IN_APP, type Language, type SysEntry } from '@workbench/contracts';
import { httpAddress } from '../../../lib/urls';

/** How a menu page of an application is shown in the page area. */
export type HostedAddress =
  /** A sub-application of sys.json: loaded in a frame and handed the session over the host bridge. */
  | { kind: 'bridge'; url: string; origin: string; entryName: string }
  /** Any other application: its address in a frame, nothing handed over. */
  | { kind: 'embed'; url: string; origin: string }
  /** An integrated application that sys.json does not list. */
  | { kind: 'not-listed' }
  /** No http(s) address to open. */
  | { kind: 'no-address' };

/** Resolves a relative address against the portal and keeps it only when it is http(s). */
export function frameableUrl(address: string, base: string): URL | null {
  const href = httpAddress(address, base);
  return href ? new URL(href) : null;
}

function lastSegment(address: string): string {
  return (
    address
      .replace(/[?#].*$/, '')
      .split('/')
      .filter(Boolean)
      .pop() ?? ''
  );
}

/**
 * The sys.json entry of an integrated application: the one whose address is the application's
 * address, else the one named like the last segment of that address ("/apps/warehouse/" →
 * "warehouse"), which is how the platform names its sub-applications.
 */
export function sysEntryOf(application: Application, sysList: readonly SysEntry[], base: string): SysEntry | undefined {
  const applicationUrl = frameableUrl(application.applicationUrl, base)?.href;
  const byUrl = sysList.find((entry) => entry.url && frameableUrl(entry.url, base)?.href === applicationUrl);
  if (byUrl) return byUrl;
  const name = lastSegment(application.applicationUrl).toLowerCase();
  return name ? sysList.find((entry) => entry.name.toLowerCase() === name) : undefined;
}

/**
 * Where a page of `application` at `route` is loaded (issue 3, "Hosting application pages"): the
 * page's route travels as the address's fragment, which the sub-application routes by. A
 * sub-application also gets the portal's language as `lang`, so that its first words, before the
 * bridge has answered (and if it never does), are already in the user's language.
 */
export function hostedAddressOf(
  application: Application,
  route: string,
  sysList: readonly SysEntry[],
  base: string,
  language?: Language,
): HostedAddress {
  if (application.integrationMethod === INTEGRATION_IN_APP) {
    const entry = sysEntryOf(application, sysList, base);
    if (!entry) return { kind: 'not-listed' };
    const url = frameableUrl(entry.url ?? application.applicationUrl, base);
    if (!url) return { kind: 'no-address' };
    if (language) url.searchParams.set('lang', language);
    url.hash = route;
    return { kind: 'bridge', url: url.href, origin: url.origin, entryName: entry.name };
  }
  const url = frameableUrl(application.applicationUrl, base);
  if (!url) return { kind: 'no-address' };
  url.hash = route;
  return { kind: 'embed', url: url.href, origin: url.origin };
}
