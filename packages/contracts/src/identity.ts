import { z } from 'zod';
import { LIMITS } from './limits';
import { multiLineText, singleLineText } from './text-rules';

const name = singleLineText().trim().min(1).max(LIMITS.nameMax);

export const newLoginRequestSchema = z.object({
  userName: name,
  password: singleLineText().min(1).max(LIMITS.nameMax),
});
export type NewLoginRequest = z.infer<typeof newLoginRequestSchema>;

export const swipeCardLoginRequestSchema = z.object({ cardNo: name });
export type SwipeCardLoginRequest = z.infer<typeof swipeCardLoginRequestSchema>;

/** A base64 JPEG or PNG, or a data URL of one; at most the upload limit. */
const faceImage = multiLineText()
  .min(1)
  .max(Math.ceil((LIMITS.uploadBytes * 4) / 3) + 64);

export const faceIdLoginRequestSchema = z.object({
  image: faceImage,
  /** Added: the liveness step's picture, the head turned to a side (face-frames.ts LIVENESS_TURN). */
  turned: faceImage.optional(),
});
export type FaceIdLoginRequest = z.infer<typeof faceIdLoginRequestSchema>;

export const refreshTokenRequestSchema = z.object({
  client_id: singleLineText().max(LIMITS.nameMax).optional(),
  client_secret: singleLineText().max(LIMITS.nameMax).optional(),
  username: singleLineText().max(LIMITS.nameMax).optional(),
  refresh_token: singleLineText().min(1).max(512),
});
export type RefreshTokenRequest = z.infer<typeof refreshTokenRequestSchema>;

export const loginResultSchema = z.object({
  tokenType: z.literal('Bearer'),
  accessToken: z.string(),
  refreshToken: z.string(),
  ticket: z.string(),
  userName: z.string(),
  mesAccessLevel: z.string().nullable(),
  /** Lifetime of the access token in seconds. */
  expiresIn: z.number().int(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const extendTicketRequestSchema = z.object({ ticket: singleLineText().min(1).max(512) });
export type ExtendTicketRequest = z.infer<typeof extendTicketRequestSchema>;

export const warehouseSchema = z.object({ id: z.string(), code: z.string(), name: z.string() });
export type Warehouse = z.infer<typeof warehouseSchema>;

export const profileSchema = z.object({
  name: z.string(),
  userName: z.string(),
  userId: z.string(),
  isAdmin: z.boolean(),
  isSysAdmin: z.boolean(),
  warehouseDtos: z.array(warehouseSchema),
});
export type Profile = z.infer<typeof profileSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: singleLineText().min(1).max(LIMITS.nameMax),
  newPassword: singleLineText().min(1).max(LIMITS.nameMax),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
