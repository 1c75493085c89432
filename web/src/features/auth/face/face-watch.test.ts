import { describe, expect, it } from 'vitest';
import { afterCheck, STEADY_CHECKS, WATCHING } from './face-watch';

describe('face watch', () => {
  it(`signs in only after ${STEADY_CHECKS} checks in a row each saw one face`, () => {
    const once = afterCheck(WATCHING, 'ok');
    expect(once).toEqual({ phase: 'watching', guidance: 'ok', steady: 1 });
    expect(afterCheck(once, 'ok')).toEqual({ phase: 'signingIn' });
  });

  it('starts counting again when a check sees no face, several or too little light', () => {
    for (const guidance of ['noFace', 'severalFaces', 'tooDark'] as const) {
      const broken = afterCheck(afterCheck(WATCHING, 'ok'), guidance);
      expect(broken).toEqual({ phase: 'watching', guidance, steady: 0 });
      expect(afterCheck(broken, 'ok')).toMatchObject({ phase: 'watching', steady: 1 });
    }
  });

  it('ignores checks that answer after the watch stopped (signing in, or refused until "Try again")', () => {
    expect(afterCheck({ phase: 'refused' }, 'ok')).toEqual({ phase: 'refused' });
    expect(afterCheck({ phase: 'signingIn' }, 'noFace')).toEqual({ phase: 'signingIn' });
  });
});
