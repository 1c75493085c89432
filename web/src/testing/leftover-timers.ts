/**
 * Timers a test file leaves running (antd's animations and notices, a component's delayed
 * update) must not fire after the file's document is gone: a late state update makes React read
 * `window.event`, and once the environment has removed `window` that throws outside any test and
 * fails the whole run. So the timers and intervals the file starts are tracked, and what is left
 * of them when its tests are over is cleared.
 */
type Timer = ReturnType<typeof setTimeout>;

const pending = new Set<Timer>();
const native = {
  setTimeout: globalThis.setTimeout,
  clearTimeout: globalThis.clearTimeout,
  setInterval: globalThis.setInterval,
  clearInterval: globalThis.clearInterval,
};

export function trackTimers(): void {
  globalThis.setTimeout = ((handler: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    const timer = native.setTimeout(
      (...callArgs: unknown[]) => {
        pending.delete(timer);
        handler(...callArgs);
      },
      delay,
      ...args,
    );
    pending.add(timer);
    return timer;
  }) as typeof setTimeout;
  globalThis.clearTimeout = ((timer: Timer | undefined) => {
    if (timer !== undefined) pending.delete(timer);
    native.clearTimeout(timer);
  }) as typeof clearTimeout;
  globalThis.setInterval = ((handler: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    const timer = native.setInterval(handler, delay, ...args);
    pending.add(timer);
    return timer;
  }) as typeof setInterval;
  globalThis.clearInterval = ((timer: Timer | undefined) => {
    if (timer !== undefined) pending.delete(timer);
    native.clearInterval(timer);
  }) as typeof clearInterval;
}

/** Clears every timer the file left, then lets React finish what it already scheduled. */
export async function clearLeftoverTimers(): Promise<void> {
  for (const timer of pending) {
    native.clearTimeout(timer);
    native.clearInterval(timer);
  }
  pending.clear();
  // React commits its passive effects on the next turns of the event loop.
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
}
