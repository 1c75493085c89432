import { isExternalLink, isHttpUrl, type MenuItem } from '@workbench/contracts';
import { isLinkPage, normaliseRoute } from '../menu-routes/build-menu-routes';

/** Query flag of a page opened in its own window: the shell shows the page without its frame. */
export const BARE_PAGE_FLAG = 'bare';

/** The portal address of a shell path, for a new window (hash routing). */
export function portalAddressOf(path: string): string {
  return `${window.location.origin}${window.location.pathname}#${path}`;
}

export type MenuPageTarget =
  | { kind: 'route'; path: string }
  | { kind: 'window'; url: string }
  | { kind: 'link'; url: string }
  | { kind: 'none' };

/**
 * Where a menu Page leads (docs/spec.md §2, §5): a link address opens outside the portal (http and https
 * in a new tab, mailto and tel by the browser's handler; any other scheme is refused), pageType 1
 * opens the page in a new window without the frame, and anything else is a route of the shell.
 */
export function targetOfMenuPage(item: MenuItem): MenuPageTarget {
  if (item.menuType !== 'Page') return { kind: 'none' };
  if (isLinkPage(item)) {
    const address = isExternalLink(item.webClientRoute.trim()) ? item.webClientRoute.trim() : item.path.trim();
    return isHttpUrl(address) || /^(mailto|tel):/i.test(address) ? { kind: 'link', url: address } : { kind: 'none' };
  }
  const address = item.webClientRoute.trim() || item.path.trim();
  if (!address) return { kind: 'none' };
  const path = normaliseRoute(address);
  if (item.pageType === 1) return { kind: 'window', url: portalAddressOf(`${path}?${BARE_PAGE_FLAG}=1`) };
  return { kind: 'route', path };
}

/** Opens a menu Page; `navigate` is the router's. */
export function openMenuPage(item: MenuItem, navigate: (path: string) => void): void {
  const target = targetOfMenuPage(item);
  if (target.kind === 'route') navigate(target.path);
  else if (target.kind === 'window') window.open(target.url, '_blank', 'noopener');
  else if (target.kind === 'link') window.open(target.url, '_blank', 'noopener,noreferrer');
}
