import { BARE_PAGE_FLAG, portalAddressOf } from '../../navigation/open-menu-page';

/** The shell path of a page shown without the frame: its query with the bare flag added. */
export function barePagePath(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.set(BARE_PAGE_FLAG, '1');
  return `${pathname}?${query.toString()}`;
}

/** The portal address the PDA preview frames: the current page, without the shell around it. */
export function pdaPreviewAddress(pathname: string, search: string): string {
  return portalAddressOf(barePagePath(pathname, search));
}
