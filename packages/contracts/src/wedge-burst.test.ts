import { describe, expect, it } from 'vitest';
import { WEDGE_MAX_GAP_MS, WedgeBurst } from './wedge-burst';

/** Types `text` then Enter, one key every `gap` ms from `start`; answers what the detector made of the Enter. */
function type(detector: WedgeBurst, text: string, gap: number, start = 1_000): string | null {
  let at = start;
  for (const key of text) {
    expect(detector.key(key, at)).toBeNull();
    at += gap;
  }
  return detector.key('Enter', at);
}

describe('the badge reader (keyboard wedge) detector', () => {
  it('takes a burst ended by Enter as a swipe', () => {
    expect(type(new WedgeBurst(), '0004521873', 8)).toBe('0004521873');
    expect(type(new WedgeBurst(), 'AB12', WEDGE_MAX_GAP_MS)).toBe('AB12');
  });

  it('ignores a person typing, even quickly, and a burst too short for a card', () => {
    expect(type(new WedgeBurst(), '0004521873', 120)).toBeNull();
    expect(type(new WedgeBurst(), '0004521873', WEDGE_MAX_GAP_MS + 1)).toBeNull();
    expect(type(new WedgeBurst(), '123', 5)).toBeNull();
  });

  it('starts a new burst after a pause, so typing before a swipe does not spoil it', () => {
    const detector = new WedgeBurst();
    detector.key('x', 0);
    detector.key('y', 200);
    expect(type(detector, '77881234', 6, 1_000)).toBe('77881234');
  });

  it('passes over keys that type nothing, as readers send Shift for capitals', () => {
    const detector = new WedgeBurst();
    const keys = ['Shift', 'A', 'Shift', 'B', '1', '2'];
    for (const [index, key] of keys.entries()) detector.key(key, index * 5);
    expect(detector.key('Enter', keys.length * 5)).toBe('AB12');
  });

  it('needs a fresh burst after each Enter', () => {
    const detector = new WedgeBurst();
    expect(type(detector, '12345', 5)).toBe('12345');
    expect(detector.key('Enter', 1_030)).toBeNull();
  });
});
