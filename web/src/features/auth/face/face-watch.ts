import { type FaceGuidance, LIVENESS_TURN } from '@workbench/contracts';

/** Checks in a row that must each see exactly one face before the sign-in goes on. */
export const STEADY_CHECKS = 2;

/** A checked camera frame: the picture as sent, and how far its one face was turned. */
export interface CheckedFrame {
  image: string;
  guidance: FaceGuidance;
  /** The face's turn when the frame holds exactly one face (contracts' LIVENESS_TURN). */
  turn: number | null;
}

/**
 * Where the face sign-in stands: watching the camera (with the last check's advice); with the
 * liveness step, waiting for the head to turn against the steady picture; sending the sign-in; or
 * stopped after a refusal until the person asks to try again, so that a stranger at the terminal
 * does not count a failed attempt against it every second.
 */
export type FaceWatch =
  | { phase: 'watching'; guidance: FaceGuidance | null; steady: number }
  | { phase: 'turning'; front: { image: string; turn: number }; guidance: FaceGuidance }
  | { phase: 'signingIn'; image: string; turned?: string }
  | { phase: 'refused' };

export const WATCHING: FaceWatch = { phase: 'watching', guidance: null, steady: 0 };

/**
 * After a frame check: keep watching with its advice; once one face held steady, sign in with that
 * frame, or (with the liveness step) wait for a frame in which the head has turned, and sign in
 * with both.
 */
export function afterCheck(watch: FaceWatch, frame: CheckedFrame, liveness: boolean): FaceWatch {
  const oneFace = frame.guidance === 'ok' && frame.turn !== null;
  if (watch.phase === 'turning') {
    const turned = oneFace && Math.abs((frame.turn ?? 0) - watch.front.turn) >= LIVENESS_TURN;
    return turned
      ? { phase: 'signingIn', image: watch.front.image, turned: frame.image }
      : { ...watch, guidance: frame.guidance };
  }
  if (watch.phase !== 'watching') return watch;
  const steady = oneFace ? watch.steady + 1 : 0;
  if (steady < STEADY_CHECKS) return { phase: 'watching', guidance: frame.guidance, steady };
  return liveness
    ? { phase: 'turning', front: { image: frame.image, turn: frame.turn ?? 0 }, guidance: frame.guidance }
    : { phase: 'signingIn', image: frame.image };
}
