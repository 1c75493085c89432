/*
 * The face sign-in's rules that the sign-in page needs before anything else, without zod (the
 * page's first scripts carry none: see start-up/). face-frames.ts builds its schemas on them.
 */

/**
 * What a person at the camera should do about a frame: nothing ('ok', exactly one face), come
 * into the picture, step away from others, or find more light. The sign-in page shows it under
 * the live preview; a face sign-in with any other guidance than 'ok' is not an attempt at all.
 */
export const FACE_GUIDANCE = ['ok', 'noFace', 'severalFaces', 'tooDark'] as const;
export type FaceGuidance = (typeof FACE_GUIDANCE)[number];

/**
 * The liveness step of face sign-in: besides the picture that signs in, the page sends one in which
 * the head has turned to a side. A turn moves the nose tip against the eyes; in a photograph held
 * up to the camera, turned or not, it stays where it was, so a photograph cannot sign in. A face's
 * `turn` is the nose tip's offset from the middle between the eyes' outer corners, in eye
 * distances (about -0.3 to 0.3 for a head turned left or right); the two pictures' turns must differ
 * by at least this much.
 */
export const LIVENESS_TURN = 0.15;

/** config.json's `faceLiveness`: on unless it says false. */
export function isFaceLivenessOn(setting: string | boolean): boolean {
  return setting !== false && String(setting).trim().toLowerCase() !== 'false';
}
