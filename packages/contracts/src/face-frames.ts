import { z } from 'zod';
import { FACE_GUIDANCE } from './face-guidance';
import { faceIdLoginRequestSchema } from './identity';

export const faceGuidanceSchema = z.enum(FACE_GUIDANCE);

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
