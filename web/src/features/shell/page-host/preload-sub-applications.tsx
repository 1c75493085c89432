import { useEffect, useState } from 'react';
import { useSysList } from '../../../api/static/get-sys-list';
import { frameableUrl } from './hosted-address';
import './hosted-page.css';

/** Waits for the shell's own first screen before fetching anything for later. */
const PRELOAD_AFTER_MS = 1_500;

/**
 * Loads the sys.json entries marked `preload: true` once, in frames nobody sees, so that their
 * scripts and styles are in the browser's cache when the user first opens one of their pages.
 * Each frame is removed as soon as it has loaded; no session is handed to it.
 */
export function PreloadSubApplications() {
  const sysList = useSysList();
  const [pending, setPending] = useState<string[] | null>(null);

  useEffect(() => {
    if (!sysList.data || pending !== null) return;
    const urls = sysList.data
      .filter((entry) => entry.preload && entry.url)
      .map((entry) => frameableUrl(entry.url ?? '', window.location.href)?.href)
      .filter((url): url is string => Boolean(url));
    const timer = window.setTimeout(() => setPending(urls), PRELOAD_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [sysList.data, pending]);

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
