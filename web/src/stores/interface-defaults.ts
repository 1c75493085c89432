/** Interface-state constants of docs/spec.md §9. */
export const SIDEBAR_DEFAULT_SIZE = 200;
export const NARROW_WINDOW_PX = 1280;
export const MOBILE_BREAKPOINT_PX = 992;
export const DEFAULT_SIZE = 'medium';

export type Device = 'desktop' | 'mobile';
export type SidebarFixed = 'fixed' | '';

/** docs/spec.md §4: mobile when the window is narrower than 992 px. */
export function deviceForWidth(width: number): Device {
  return width < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop';
}

/** docs/spec.md §3: the stored choice wins; otherwise fixed on windows narrower than 1280 px. */
export function initialSidebarFixed(stored: string | undefined, width: number): SidebarFixed {
  if (stored !== undefined) return stored === 'fixed' ? 'fixed' : '';
  return width < NARROW_WINDOW_PX ? 'fixed' : '';
}

/** docs/spec.md §3: the stored width, or 200 when absent or unreadable. */
export function initialSidebarSize(stored: string | undefined): number {
  const size = Number(stored);
  return stored && Number.isFinite(size) && size > 0 ? size : SIDEBAR_DEFAULT_SIZE;
}

/** Parses a JSON value kept in storage, or gives the fallback. */
export function parseStored<T>(raw: string | null, fallback: T): T {
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}
