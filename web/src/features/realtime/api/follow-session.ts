import { onLanguageChanged } from '../../../i18n/change-language';
import { useDownloadsStore } from '../../../stores/downloads-store';
import { type SessionState, useSessionStore } from '../../../stores/session-store';
import { onBeforeSignOut } from '../../auth';
import type { RealtimeManager } from './realtime-manager';

/** Connected only for a signed-in user whose profile (and so userId) is loaded. */
function hasLoadedSession(state: SessionState): boolean {
  return state.hasToken && state.profileLoaded && state.userId !== '';
}

/**
 * Runs the hub connections for as long as a session exists: started when one is there, stopped
 * when it ends (logout, another tab's logout, expiry, "logged in elsewhere"), and told of every
 * language, download window and token change in between. Returns the clean-up, which also stops.
 */
export function followSession(manager: RealtimeManager, onSessionEnded: () => void): () => void {
  let running = false;
  const follow = (state: SessionState) => {
    const wanted = hasLoadedSession(state);
    if (wanted === running) return;
    running = wanted;
    if (wanted) {
      manager.start();
    } else {
      void manager.stop();
      onSessionEnded();
    }
  };

  follow(useSessionStore.getState());
  const stopFollowingSession = useSessionStore.subscribe((state, previous) => {
    follow(state);
    if (running && state.tokenVersion !== previous.tokenVersion) manager.tokenChanged();
  });
  const stopFollowingLanguage = onLanguageChanged(() => {
    if (running) manager.languageChanged();
  });
  const stopFollowingWindow = useDownloadsStore.subscribe((state, previous) => {
    if (running && state.days !== previous.days) manager.downloadWindowChanged();
  });

  // A user's own logout stops the hubs first, while the token is still valid: the server then has
  // no connection of the session left to close as ended.
  const stopFollowingSignOut = onBeforeSignOut(async () => {
    if (running) await manager.stop();
  });

  return () => {
    stopFollowingSignOut();
    stopFollowingSession();
    stopFollowingLanguage();
    stopFollowingWindow();
    if (running) void manager.stop();
    running = false;
  };
}
