import { HANDHELD_FLAG } from '../../handheld/use-handheld-layout';
import { BARE_PAGE_FLAG, portalAddressOf } from '../../navigation/open-menu-page';

/** The shell path of a page in the handheld layout: its query with the handheld flag (and never the bare one). */
export function handheldPagePath(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete(BARE_PAGE_FLAG);
  query.set(HANDHELD_FLAG, '1');
  return `${pathname}?${query.toString()}`;
}

/** The portal address the PDA preview frames: the current page in the handheld layout. */
export function pdaPreviewAddress(pathname: string, search: string): string {
  return portalAddressOf(handheldPagePath(pathname, search));
}
