/**
 * Where the scheduler reads the time and sets its timers: the system's in service, a hand-driven
 * one in tests (clock.testing.ts), so that a day of schedules is tested in milliseconds.
 */
export interface Clock {
  now(): Date;
  /** Calls `fire` once after `ms`; answers a function that cancels it. */
  setTimer(ms: number, fire: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => new Date(),
  setTimer(ms, fire) {
    const timer = setTimeout(fire, ms);
    // A timer of the scheduler never keeps the process alive by itself.
    timer.unref();
    return () => clearTimeout(timer);
  },
};
