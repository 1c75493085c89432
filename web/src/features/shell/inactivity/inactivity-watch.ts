/** How often activity is written down: often enough to be exact to the minute, rarely enough to cost nothing. */
export const ACTIVITY_WRITE_EVERY_MS = 5_000;
/** How often the idle time is checked. */
export const IDLE_CHECK_EVERY_MS = 10_000;

/** The user events that count as working (docs/spec.md §8 "Inactivity"). */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

export interface ActivityClock {
  now(): number;
  /** The last activity written by any tab of this browser (localStorage is shared between them). */
  readShared(): number | null;
  writeShared(time: number): void;
}

/** True once the user has been idle for `activityMinutes` in every tab. */
export function isIdleTooLong(lastActivity: number, now: number, activityMinutes: number): boolean {
  return now - lastActivity >= activityMinutes * 60_000;
}

/**
 * Inactivity logout (docs/spec.md §8): activity in any tab is written to shared storage (at most every
 * few seconds), and each tab checks the newest activity of all tabs, so a user busy in one tab is
 * not signed out by another. Returns the handlers to wire to events and timers.
 */
export function createInactivityWatch(clock: ActivityClock, activityMinutes: number, onIdle: () => void) {
  let lastWritten = 0;
  let fired = false;
  const markActive = () => {
    const now = clock.now();
    if (now - lastWritten < ACTIVITY_WRITE_EVERY_MS) return;
    lastWritten = now;
    clock.writeShared(now);
  };
  const check = () => {
    if (fired) return;
    const last = Math.max(clock.readShared() ?? 0, lastWritten);
    if (isIdleTooLong(last, clock.now(), activityMinutes)) {
      fired = true;
      onIdle();
    }
  };
  // Signing in counts as activity; a stale value from an earlier session must not end this one at once.
  lastWritten = clock.now();
  clock.writeShared(lastWritten);
  return { markActive, check };
}
