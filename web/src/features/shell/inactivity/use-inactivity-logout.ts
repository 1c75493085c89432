import { useEffect } from 'react';
import { translate } from '../../../i18n/translate';
import { readLocal, writeLocal } from '../../../lib/browser-storage';
import { LOCAL_KEYS } from '../../../lib/storage-keys';
import { useRuntimeConfigStore } from '../../../stores/runtime-config-store';
import { showErrorModal } from '../../../ui/notices';
import { endSession, hasSession } from '../../auth';
import { ACTIVITY_EVENTS, createInactivityWatch, IDLE_CHECK_EVERY_MS } from './inactivity-watch';

const sharedClock = {
  now: () => Date.now(),
  readShared: () => {
    const value = Number(readLocal(LOCAL_KEYS.lastActivity));
    return Number.isFinite(value) && value > 0 ? value : null;
  },
  writeShared: (time: number) => writeLocal(LOCAL_KEYS.lastActivity, String(time)),
};

/** Signs the user out after the settings' activityTime minutes without activity, when enabled (docs/spec.md §8). */
export function useInactivityLogout(): void {
  const { enable, activityTime } = useRuntimeConfigStore((s) => s.settings.userActivity);

  useEffect(() => {
    if (!enable) return;
    const watch = createInactivityWatch(sharedClock, activityTime, () => {
      if (!hasSession()) return;
      void showErrorModal(translate('shell.inactivity.loggedOut'));
      void endSession({ returnHere: true });
    });
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, watch.markActive, { passive: true, capture: true });
    // Hosted sub-applications tell the shell of activity in their frames (host bridge "activity").
    window.addEventListener('workbench:activity', watch.markActive);
    const timer = window.setInterval(watch.check, IDLE_CHECK_EVERY_MS);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, watch.markActive, { capture: true });
      window.removeEventListener('workbench:activity', watch.markActive);
      window.clearInterval(timer);
    };
  }, [enable, activityTime]);
}
