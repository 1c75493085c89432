import { httpAddress, withBaseUrl } from '../../../../lib/urls';

/**
 * The address to show a logo from, or '' when it must not be shown: relative addresses load from
 * the API's base address (uploaded logos live there), and only what resolves to http(s) is used.
 */
export function logoAddress(logo: string, apiBaseUrl: string): string {
  const address = withBaseUrl(logo, apiBaseUrl);
  return address ? (httpAddress(address, window.location.href) ?? '') : '';
}
