import { useEffect, useState } from 'react';
import { useSysList } from '../../../api/static/get-sys-list';
import { useBrowserIdleOnce } from '../../../ui/use-browser-idle';
import { frameableUrl } from './hosted-address';
import './hosted-page.css';

/** At the latest this long after the frame rendered, the frames load even on a browser that is never idle. */
const PRELOAD_TIMEOUT_MS = 5_000;

/**
 * Loads the sys.json entries marked `preload: true` once, in frames nobody sees, so that their
 * scripts and styles are in the browser's cache when the user first opens one of their pages.
 * Each frame is removed as soon as it has loaded; no session is handed to it.
 */
export function PreloadSubApplications() {
  const sysList = useSysList();
  const [pending, setPending] = useState<string[] | null>(null);
  // The shell's own first screen comes first: the frames load once the browser is idle after it.
  const idle = useBrowserIdleOnce(PRELOAD_TIMEOUT_MS);

  useEffect(() => {
    if (!idle || !sysList.data || pending !== null) return;
    const urls = sysList.data
      .filter((entry) => entry.preload && entry.url)
      .map((entry) => frameableUrl(entry.url ?? '', window.location.href)?.href)
      .filter((url): url is string => Boolean(url));
    setPending(urls);
  }, [idle, sysList.data, pending]);

  if (!pending?.length) return null;
  return (
    <div className="wb-preload" aria-hidden="true">
      {pending.map((url) => (
        <iframe
          key={url}
          src={url}
          title={`preload ${url}`}
          tabIndex={-1}
          onLoad={() => setPending((urls) => (urls ?? []).filter((u) => u !== url))}
        />
      ))}
    </div>
  );
}
