import { BARE_PAGE_FLAG } from './open-menu-page';

/** Whether the page address (hash routing) carries a query flag, e.g. "bare" or "pda". */
export function addressHasFlag(flag: string, hash: string = window.location.hash): boolean {
  const query = hash.split('?')[1] ?? '';
  return new URLSearchParams(query).has(flag);
}

/** The page address asks for the page without the frame (a page opened in its own window). */
export function isBarePageAddress(): boolean {
  return addressHasFlag(BARE_PAGE_FLAG);
}
