import { getProfile } from '../../api/identity/get-profile';
import { getBaseMenuCodes } from '../../api/menus/get-base-menu-codes';
import { useSessionStore } from '../../stores/session-store';

let inFlight: Promise<void> | null = null;

/**
 * Fetches the profile and the granted menu codes of the current token into the session store.
 * Concurrent callers (StrictMode's double effects, quick navigations) share one fetch.
 */
export function loadSession(): Promise<void> {
  if (inFlight) return inFlight;
  const run = Promise.all([getProfile(), getBaseMenuCodes()])
    .then(([{ profile, roles }, codes]) => {
      useSessionStore.getState().setProfile(profile, codes, roles);
    })
    .finally(() => {
      inFlight = null;
    });
  inFlight = run;
  return run;
}
