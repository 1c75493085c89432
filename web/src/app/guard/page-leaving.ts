/**
 * Whether the page is being left (reload, navigation away). The browser then cancels the calls
 * still under way, and a profile call cancelled that way says nothing about the session: it must
 * not sign the user out (the next page would open on the sign-in page).
 */
let leaving = false;

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  // A page restored from the back/forward cache is in use again.
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

export function isPageLeaving(): boolean {
  return leaving;
}
