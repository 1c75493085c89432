import { z } from 'zod';
import { languageSchema } from '../language-schema';
import { LIMITS } from '../limits';
import { isAcceptablePassword } from '../password-rules';
import { multiLineText, singleLineText } from '../text-rules';
import { adminPageRequestSchema, idSchema, nameSchema } from './common';

/** Letters, digits and . _ - @ : what a user types at a terminal and what a badge system exports. */
const USER_NAME_PATTERN = /^[\p{L}\p{N}._@-]+$/u;

/** A password that meets docs/spec.md §5's rules; the message key names them all. */
export const newPasswordSchema = singleLineText()
  .max(LIMITS.nameMax)
  .refine(isAcceptablePassword, { message: 'validation.passwordRules' });

const optionalText = (max: number) =>
  singleLineText()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * Card numbers are stored as a keyed hash; answers show only the last characters behind this mask
 * ("••••1873"), and an edit that sends the masked value back keeps the card.
 */
export const CARD_MASK = '••••';

/** The masked card of an answer, from the hint the server keeps. */
export function maskCardHint(hint: string): string {
  return `${CARD_MASK}${hint}`;
}

const CARD_NO_MAX = 64;

/** A card number typed by an administrator: the mask's dots belong to answers, never to a number. */
const hasNoMask = (value: string | null | undefined) => !value?.includes(CARD_MASK.charAt(0));

/** The fields an administrator edits on an account (docs/api.md §5 `leadUser`). */
export const leadUserFieldsSchema = z.object({
  userName: nameSchema.regex(USER_NAME_PATTERN, { message: 'validation.userNameCharacters' }),
  name: nameSchema,
  email: optionalText(LIMITS.nameMax).refine((v) => v === null || z.email().safeParse(v).success, {
    message: 'validation.email',
  }),
  phoneNumber: optionalText(32),
  cardNo: optionalText(CARD_NO_MAX).refine(hasNoMask, { message: 'validation.cardNoMasked' }),
  isAdmin: z.boolean().default(false),
  enabled: z.boolean().default(true),
  roleIds: z.array(idSchema).max(LIMITS.pageSizeMax).default([]),
  warehouseIds: z.array(idSchema).max(LIMITS.pageSizeMax).default([]),
  mesAccessLevel: optionalText(32),
  language: languageSchema.nullish().transform((value) => value ?? null),
});

export const createLeadUserRequestSchema = leadUserFieldsSchema.extend({ password: newPasswordSchema });
export type CreateLeadUserRequest = z.infer<typeof createLeadUserRequestSchema>;

/**
 * The card on edit: absent, or the masked card the answer gave, keeps it; null or "" removes it;
 * any other value replaces it (the server checks that it holds no mask and is nobody else's).
 */
export const cardNoChangeSchema = singleLineText()
  .trim()
  .max(CARD_NO_MAX)
  .nullish()
  .transform((value) => (value === '' ? null : value));

export const editLeadUserRequestSchema = leadUserFieldsSchema.extend({ id: idSchema, cardNo: cardNoChangeSchema });
export type EditLeadUserRequest = z.infer<typeof editLeadUserRequestSchema>;

/**
 * An administrator sets a new password for someone who forgot theirs; their sessions end. A user
 * manager resetting their own account gives their current password too, as a password change asks
 * (a borrowed, unlocked screen is not enough); for anyone else it is not asked and ignored.
 */
export const resetPasswordRequestSchema = z.object({
  id: idSchema,
  newPassword: newPasswordSchema,
  currentPassword: singleLineText().max(LIMITS.nameMax).optional(),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** One account as administrators see it; the password never leaves the server. */
export const leadUserSchema = z.object({
  id: z.string(),
  userName: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /** The registered card, masked ("••••1873"); null when there is none. The number is never returned. */
  cardNo: z.string().nullable(),
  isAdmin: z.boolean(),
  enabled: z.boolean(),
  roleIds: z.array(z.string()),
  warehouseIds: z.array(z.string()),
  mesAccessLevel: z.string().nullable(),
  language: z.string().nullable(),
  /** A face picture is registered for face sign-in. */
  hasFace: z.boolean(),
  creationTime: z.string(),
});
export type LeadUser = z.infer<typeof leadUserSchema>;

/** A row of the user list: the account with its roles' names for display. */
export const leadUserListItemSchema = leadUserSchema.extend({ roleNames: z.array(z.string()) });
export type LeadUserListItem = z.infer<typeof leadUserListItemSchema>;

export const LEAD_USER_SORT_FIELDS = ['userName', 'name', 'email', 'phoneNumber', 'enabled', 'creationTime'] as const;
export type LeadUserSortField = (typeof LEAD_USER_SORT_FIELDS)[number];

/** `filter` matches user name, name, e-mail and phone ignoring case, or a whole card number exactly. */
export const leadUserPageRequestSchema = adminPageRequestSchema(LEAD_USER_SORT_FIELDS).extend({
  enabled: z.boolean().optional(),
  roleId: idSchema.optional(),
});
export type LeadUserPageRequest = z.infer<typeof leadUserPageRequestSchema>;

/** `faceAiUser/UpdateUser/{id}`: a JPEG or PNG picture, base64 or a data URL. */
export const updateFaceRequestSchema = z.object({ image: multiLineText().min(1).max(LIMITS.bodyBytes) });
export type UpdateFaceRequest = z.infer<typeof updateFaceRequestSchema>;

/** The warehouses an account can be given (the data of `warehouseIds`). */
export const warehouseOptionSchema = z.object({ id: z.string(), code: z.string(), name: z.string() });
export type WarehouseOption = z.infer<typeof warehouseOptionSchema>;

/** The roles an account can be given: those whose grants the caller holds (a user cannot grant more than they hold). */
export const roleOptionSchema = z.object({ id: z.string(), name: z.string(), grantable: z.boolean() });
export type RoleOption = z.infer<typeof roleOptionSchema>;

export const leadUserOptionsSchema = z.object({
  roles: z.array(roleOptionSchema),
  warehouses: z.array(warehouseOptionSchema),
  /** Only administrators may make someone an administrator. */
  canGrantAdmin: z.boolean(),
});
export type LeadUserOptions = z.infer<typeof leadUserOptionsSchema>;
