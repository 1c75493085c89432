import { logout as logoutOnServer } from '../../api/identity/logout';
import { loginPathFor } from '../../app/guard/guard-decisions';
import { useSessionStore } from '../../stores/session-store';
import { currentPortalPath, navigateTo } from '../../ui/navigation';
import { broadcastLogout, listenForLogout } from './session-broadcast';

export interface EndSessionOptions {
  /** Tell the server (a user's own logout); a session the server already ended needs no call. */
  callServer?: boolean;
  /** Come back to the current page after signing in again (refresh failure, inactivity). */
  returnHere?: boolean;
  /** Tell the other tabs; false when this tab is reacting to another tab's message. */
  broadcast?: boolean;
}

type SignOutStep = () => Promise<void>;
const beforeSignOut = new Set<SignOutStep>();

/**
 * Work to finish while the session is still valid, before the server is told of a user's own
 * logout: the hub connections close themselves, rather than being closed by the server as an
 * ended session (an error in the console) and retried with a revoked token. Returns the clean-up.
 */
export function onBeforeSignOut(step: SignOutStep): () => void {
  beforeSignOut.add(step);
  return () => beforeSignOut.delete(step);
}

/**
 * Ends the session in this browser: tokens and profile cleared, other tabs told, and the user
 * taken to the sign-in page (which drops the cached server data). Without a server call the
 * session is cleared before this returns its promise, so a second failure arriving right after
 * finds no session (see hasSession).
 */
export async function endSession(options: EndSessionOptions = {}): Promise<void> {
  const wanted = currentPortalPath();
  if (options.callServer) {
    await Promise.all([...beforeSignOut].map((step) => step().catch(() => undefined)));
    await logoutOnServer().catch((error: unknown) => console.warn('Server logout failed; signing out locally', error));
  }
  useSessionStore.getState().reset();
  // The cached server data is dropped by the sign-in page, once this session's pages are gone.
  if (options.broadcast !== false) broadcastLogout();
  navigateTo(options.returnHere ? loginPathFor(wanted) : '/login', { replace: true });
}

/** The user's own "Log out". */
export function signOut(): Promise<void> {
  return endSession({ callServer: true });
}

/** Whether this tab still holds a session worth ending (several failures may arrive at once). */
export function hasSession(): boolean {
  return useSessionStore.getState().hasToken;
}

/** Follows logouts of the other tabs; returns the clean-up. */
export function followOtherTabs(): () => void {
  return listenForLogout(() => {
    // A tab already signed out stays where it is (its sign-in page keeps its redirect).
    if (hasSession()) void endSession({ broadcast: false });
  });
}
