import { z } from 'zod';
import { faceIdLoginRequestSchema } from './identity';

/**
 * What a person at the camera should do about a frame: nothing ('ok', exactly one face), come
 * into the picture, step away from others, or find more light. The sign-in page shows it under
 * the live preview; a face sign-in with any other guidance than 'ok' is not an attempt at all.
 */
export const FACE_GUIDANCE = ['ok', 'noFace', 'severalFaces', 'tooDark'] as const;
export const faceGuidanceSchema = z.enum(FACE_GUIDANCE);
export type FaceGuidance = z.infer<typeof faceGuidanceSchema>;

/** A camera frame to look at before signing in: the same picture a face sign-in sends. */
export const faceFrameCheckRequestSchema = faceIdLoginRequestSchema;
export type FaceFrameCheckRequest = z.infer<typeof faceFrameCheckRequestSchema>;

/** Where the faces are in the frame (its pixels), for the preview to draw; never who they are. */
export const faceFrameCheckSchema = z.object({
  guidance: faceGuidanceSchema,
  width: z.number().int(),
  height: z.number().int(),
  faces: z.array(z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() })),
});
export type FaceFrameCheck = z.infer<typeof faceFrameCheckSchema>;
