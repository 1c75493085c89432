/**
 * Where the shell's scanner input hands a code: to the page shown at a path. A page that takes
 * scans (a framed sub-application through the host bridge, a portal page through usePageScan)
 * listens at its own path, so a kept-alive page hidden behind another never receives one.
 */
type ScanListener = (code: string) => void;

const listeners = new Map<string, Set<ScanListener>>();

export function listenForScans(path: string, listener: ScanListener): () => void {
  const atPath = listeners.get(path) ?? new Set<ScanListener>();
  atPath.add(listener);
  listeners.set(path, atPath);
  return () => {
    atPath.delete(listener);
    if (atPath.size === 0) listeners.delete(path);
  };
}

/** Hands the code to the page at `path`; false when no page there takes scans. */
export function deliverScan(path: string, code: string): boolean {
  const atPath = listeners.get(path);
  if (!atPath || atPath.size === 0) return false;
  for (const listener of atPath) listener(code);
  return true;
}
