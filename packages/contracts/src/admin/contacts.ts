import { z } from 'zod';
import { CORE_LANGUAGES } from '../languages';
import { LIMITS } from '../limits';
import { singleLineText } from '../text-rules';
import { adminPageRequestSchema, idSchema, nameSchema } from './common';

const optionalText = (max: number) =>
  singleLineText()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** The address book's groups are names shared by contacts: a strategy addresses a group by its name. */
export const contactGroupNameSchema = singleLineText().trim().min(1).max(LIMITS.nameMax);

/**
 * A person the integrations send to (docs/spec.md §2 `/ContactsChannel`): how each channel reaches
 * them — e-mail address, phone (a robot's @mobile), the chat robot's user id — the language their
 * messages are written in, and the groups they belong to.
 */
export const contactFieldsSchema = z.object({
  name: nameSchema,
  email: optionalText(LIMITS.nameMax).refine((v) => v === null || z.email().safeParse(v).success, {
    message: 'validation.email',
  }),
  phone: optionalText(32),
  mentionId: optionalText(LIMITS.nameMax),
  language: z.enum(CORE_LANGUAGES).default('zh-Hans'),
  groups: z
    .array(contactGroupNameSchema)
    .max(50)
    .default([])
    .transform((names) => [...new Set(names)].sort()),
});
export const createContactRequestSchema = contactFieldsSchema;
export type CreateContactRequest = z.infer<typeof createContactRequestSchema>;
export const editContactRequestSchema = contactFieldsSchema.extend({ id: idSchema });
export type EditContactRequest = z.infer<typeof editContactRequestSchema>;

export const contactSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  mentionId: z.string().nullable(),
  language: z.enum(CORE_LANGUAGES),
  groups: z.array(z.string()),
  /** The portal user it was imported from, if any: importing again refreshes it. */
  userId: z.string().nullable(),
  creationTime: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

export const CONTACT_SORT_FIELDS = ['name', 'creationTime'] as const;
export const contactPageRequestSchema = adminPageRequestSchema(CONTACT_SORT_FIELDS).extend({
  group: contactGroupNameSchema.optional(),
});
export type ContactPageRequest = z.infer<typeof contactPageRequestSchema>;

export const contactGroupSchema = z.object({ name: z.string(), memberCount: z.number().int() });
export type ContactGroup = z.infer<typeof contactGroupSchema>;

/** Contacts from portal users: created, or refreshed when imported before. */
export const importContactsFromUsersRequestSchema = z.object({
  userIds: z.array(idSchema).min(1).max(LIMITS.pageSizeMax),
  groups: z.array(contactGroupNameSchema).max(50).default([]),
});
export type ImportContactsFromUsersRequest = z.infer<typeof importContactsFromUsersRequestSchema>;

/** An address book as .xlsx, base64-encoded like the other uploads. */
export const importContactsXlsxRequestSchema = z.object({ data: z.string().min(1) });

export const contactImportResultSchema = z.object({ created: z.number().int(), updated: z.number().int() });
export type ContactImportResult = z.infer<typeof contactImportResultSchema>;
