import { z } from 'zod';
import { LIMITS } from './limits';

const name = z.string().trim().min(1).max(LIMITS.nameMax);

export const newLoginRequestSchema = z.object({
  userName: name,
  password: z.string().min(1).max(LIMITS.nameMax),
});
export type NewLoginRequest = z.infer<typeof newLoginRequestSchema>;

export const swipeCardLoginRequestSchema = z.object({ cardNo: name });
export type SwipeCardLoginRequest = z.infer<typeof swipeCardLoginRequestSchema>;

/** A base64 JPEG or PNG, or a data URL of one; at most the upload limit. */
export const faceIdLoginRequestSchema = z.object({
  image: z
    .string()
    .min(1)
    .max(Math.ceil((LIMITS.uploadBytes * 4) / 3) + 64),
});
export type FaceIdLoginRequest = z.infer<typeof faceIdLoginRequestSchema>;

export const refreshTokenRequestSchema = z.object({
  client_id: z.string().max(LIMITS.nameMax).optional(),
  client_secret: z.string().max(LIMITS.nameMax).optional(),
  username: z.string().max(LIMITS.nameMax).optional(),
  refresh_token: z.string().min(1).max(512),
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

export const extendTicketRequestSchema = z.object({ ticket: z.string().min(1).max(512) });
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
  currentPassword: z.string().min(1).max(LIMITS.nameMax),
  newPassword: z.string().min(1).max(LIMITS.nameMax),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
