import type { FaceGuidance } from '@workbench/contracts';

/** Checks in a row that must each see exactly one face before the sign-in is sent. */
export const STEADY_CHECKS = 2;

/**
 * Where the face sign-in stands: watching the camera (with the last check's advice), sending
 * the sign-in, or stopped after a refusal until the person asks to try again, so that a stranger
 * standing at the terminal does not count a failed attempt against it every second.
 */
export type FaceWatch =
  | { phase: 'watching'; guidance: FaceGuidance | null; steady: number }
  | { phase: 'signingIn' }
  | { phase: 'refused' };

export const WATCHING: FaceWatch = { phase: 'watching', guidance: null, steady: 0 };

/** After a frame check: keep watching with its advice, or go on to sign in once it held steady. */
export function afterCheck(watch: FaceWatch, guidance: FaceGuidance): FaceWatch {
  if (watch.phase !== 'watching') return watch;
  const steady = guidance === 'ok' ? watch.steady + 1 : 0;
  return steady >= STEADY_CHECKS ? { phase: 'signingIn' } : { phase: 'watching', guidance, steady };
}
