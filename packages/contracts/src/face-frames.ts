import { z } from 'zod';
import { faceIdLoginRequestSchema } from './identity';

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

/**
 * What a person at the camera should do about a frame: nothing ('ok', exactly one face), come
 * into the picture, step away from others, or find more light. The sign-in page shows it under
 * the live preview; a face sign-in with any other guidance than 'ok' is not an attempt at all.
 */
export const FACE_GUIDANCE = ['ok', 'noFace', 'severalFaces', 'tooDark'] as const;
export const faceGuidanceSchema = z.enum(FACE_GUIDANCE);
export type FaceGuidance = z.infer<typeof faceGuidanceSchema>;

/** A camera frame to look at before signing in: the same picture a face sign-in sends. */
export const faceFrameCheckRequestSchema = faceIdLoginRequestSchema.pick({ image: true });
export type FaceFrameCheckRequest = z.infer<typeof faceFrameCheckRequestSchema>;

/**
 * Where the faces are in the frame (its pixels) and how far each is turned, for the preview to
 * draw and the liveness step to wait for; never who they are.
 */
export const faceFrameCheckSchema = z.object({
  guidance: faceGuidanceSchema,
  width: z.number().int(),
  height: z.number().int(),
  faces: z.array(z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number(), turn: z.number() })),
});
export type FaceFrameCheck = z.infer<typeof faceFrameCheckSchema>;
