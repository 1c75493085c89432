import { describe, expect, it, vi } from 'vitest';
import { ACTIVITY_WRITE_EVERY_MS, createInactivityWatch, isIdleTooLong } from './inactivity-watch';

function fakeClock(start = 1_000_000) {
  let now = start;
  let shared: number | null = null;
  return {
    clock: { now: () => now, readShared: () => shared, writeShared: (t: number) => (shared = t) },
    advance: (ms: number) => (now += ms),
    otherTabActive: () => (shared = now),
  };
}

describe('inactivity logout', () => {
  it('counts whole minutes of idleness', () => {
    expect(isIdleTooLong(0, 29 * 60_000, 30)).toBe(false);
    expect(isIdleTooLong(0, 30 * 60_000, 30)).toBe(true);
  });

  it('signs out once after the idle time and not before', () => {
    const { clock, advance } = fakeClock();
    const onIdle = vi.fn();
    const watch = createInactivityWatch(clock, 2, onIdle);
    advance(119_000);
    watch.check();
    expect(onIdle).not.toHaveBeenCalled();
    advance(1_000);
    watch.check();
    watch.check();
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('activity in this tab restarts the time', () => {
    const { clock, advance } = fakeClock();
    const onIdle = vi.fn();
    const watch = createInactivityWatch(clock, 1, onIdle);
    advance(50_000);
    watch.markActive();
    advance(50_000);
    watch.check();
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('activity in another tab counts for this one', () => {
    const { clock, advance, otherTabActive } = fakeClock();
    const onIdle = vi.fn();
    const watch = createInactivityWatch(clock, 1, onIdle);
    advance(50_000);
    otherTabActive();
    advance(50_000);
    watch.check();
    expect(onIdle).not.toHaveBeenCalled();
    advance(10_000);
    watch.check();
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('writes activity at most every few seconds', () => {
    const { clock, advance } = fakeClock();
    const write = vi.spyOn(clock, 'writeShared');
    const watch = createInactivityWatch(clock, 1, () => undefined);
    write.mockClear();
    for (let i = 0; i < 10; i++) {
      advance(100);
      watch.markActive();
    }
    expect(write).toHaveBeenCalledTimes(0);
    advance(ACTIVITY_WRITE_EVERY_MS);
    watch.markActive();
    expect(write).toHaveBeenCalledTimes(1);
  });
});
