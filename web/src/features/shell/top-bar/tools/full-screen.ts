/**
 * The document's Fullscreen API, with the webkit-prefixed names older Safari still uses. Kept
 * apart from React so the button and its test read the same few facts.
 */
interface PrefixedDocument {
  fullscreenEnabled?: boolean;
  fullscreenElement?: Element | null;
  exitFullscreen?: () => Promise<void>;
  webkitFullscreenEnabled?: boolean;
  webkitFullscreenElement?: Element | null;
  webkitExitFullscreen?: () => Promise<void> | void;
}

interface PrefixedElement {
  requestFullscreen?: () => Promise<void>;
  webkitRequestFullscreen?: () => Promise<void> | void;
}

const CHANGE_EVENTS = ['fullscreenchange', 'webkitfullscreenchange'] as const;

export function isFullScreenSupported(doc: Document = document): boolean {
  const d = doc as unknown as PrefixedDocument;
  const element = doc.documentElement as unknown as PrefixedElement;
  const enabled = d.fullscreenEnabled ?? d.webkitFullscreenEnabled ?? false;
  return enabled && Boolean(element.requestFullscreen ?? element.webkitRequestFullscreen);
}

export function isFullScreen(doc: Document = document): boolean {
  const d = doc as unknown as PrefixedDocument;
  return Boolean(d.fullscreenElement ?? d.webkitFullscreenElement);
}

/** Enters or leaves full screen; rejects when the browser refuses. */
export async function toggleFullScreen(doc: Document = document): Promise<void> {
  const d = doc as unknown as PrefixedDocument;
  if (isFullScreen(doc)) {
    await (d.exitFullscreen ?? d.webkitExitFullscreen)?.call(doc);
    return;
  }
  const element = doc.documentElement as unknown as PrefixedElement;
  await (element.requestFullscreen ?? element.webkitRequestFullscreen)?.call(doc.documentElement);
}

/** Calls `onChange` whenever the page enters or leaves full screen; returns the clean-up. */
export function onFullScreenChange(onChange: () => void, doc: Document = document): () => void {
  for (const name of CHANGE_EVENTS) doc.addEventListener(name, onChange);
  return () => {
    for (const name of CHANGE_EVENTS) doc.removeEventListener(name, onChange);
  };
}
