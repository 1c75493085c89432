import { LIVENESS_TURN } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { afterCheck, type CheckedFrame, STEADY_CHECKS, WATCHING } from './face-watch';

const frame = (image: string, turn: number | null = 0, guidance: CheckedFrame['guidance'] = 'ok'): CheckedFrame => ({
  image,
  guidance,
  turn: guidance === 'ok' ? turn : null,
});

describe('face watch', () => {
  it(`signs in with the last frame after ${STEADY_CHECKS} checks in a row each saw one face`, () => {
    const once = afterCheck(WATCHING, frame('a'), false);
    expect(once).toEqual({ phase: 'watching', guidance: 'ok', steady: 1 });
    expect(afterCheck(once, frame('b'), false)).toEqual({ phase: 'signingIn', image: 'b' });
  });

  it('starts counting again when a check sees no face, several or too little light', () => {
    for (const guidance of ['noFace', 'severalFaces', 'tooDark'] as const) {
      const broken = afterCheck(afterCheck(WATCHING, frame('a'), false), frame('b', null, guidance), false);
      expect(broken).toEqual({ phase: 'watching', guidance, steady: 0 });
      expect(afterCheck(broken, frame('c'), false)).toMatchObject({ phase: 'watching', steady: 1 });
    }
  });

  it('with the liveness step, waits for a frame with the head turned and signs in with both', () => {
    const steady = afterCheck(afterCheck(WATCHING, frame('a', 0.05), true), frame('b', 0.05), true);
    expect(steady).toEqual({ phase: 'turning', front: { image: 'b', turn: 0.05 }, guidance: 'ok' });
    // Less than LIVENESS_TURN, or no single face: still waiting.
    const slight = afterCheck(steady, frame('c', 0.05 + LIVENESS_TURN / 2), true);
    expect(slight).toMatchObject({ phase: 'turning' });
    expect(afterCheck(slight, frame('d', null, 'noFace'), true)).toMatchObject({
      phase: 'turning',
      guidance: 'noFace',
    });
    expect(afterCheck(slight, frame('e', 0.05 - LIVENESS_TURN - 0.01), true)).toEqual({
      phase: 'signingIn',
      image: 'b',
      turned: 'e',
    });
  });

  it('ignores checks that answer after the watch stopped (signing in, or refused until "Try again")', () => {
    expect(afterCheck({ phase: 'refused' }, frame('a'), false)).toEqual({ phase: 'refused' });
    expect(afterCheck({ phase: 'signingIn', image: 'x' }, frame('a', null, 'noFace'), false)).toEqual({
      phase: 'signingIn',
      image: 'x',
    });
  });
});
