/**
 * Storage access that never throws: private windows and locked-down kiosks can refuse storage,
 * and the portal must still work for the current page.
 */
export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the value lives only in memory for this page.
  }
}

export function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // See writeLocal.
  }
}

/** Values kept in both session and local storage (docs/spec.md §4): the tab's own copy wins over the shared one. */
export function readMirrored(key: string): string | null {
  return readSession(key) ?? readLocal(key);
}

export function writeMirrored(key: string, value: string | null): void {
  writeSession(key, value);
  writeLocal(key, value);
}
