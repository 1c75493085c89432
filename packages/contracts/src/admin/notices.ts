import { z } from 'zod';
import { CORE_LANGUAGES, type CoreLanguage } from '../languages';
import { LIMITS } from '../limits';
import { singleLineText } from '../text-rules';
import { adminPageRequestSchema, idSchema, instantSchema } from './common';

/**
 * Announcements (docs/spec.md §2 `/Notice`, docs/api.md §5 `notice`): news for the plant's people,
 * written per language in Markdown, for an audience, published at a time and expiring at another.
 * States move draft → scheduled → published → expired, or → withdrawn by hand.
 */

export const NOTICE_PRIORITIES = ['normal', 'important', 'urgent'] as const;
export type NoticePriority = (typeof NOTICE_PRIORITIES)[number];

export const NOTICE_STATES = ['draft', 'scheduled', 'published', 'expired', 'withdrawn'] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];

/** The Markdown body's limit: a page of text, not a document. */
export const NOTICE_BODY_MAX = 20_000;

const noticeText = z.object({
  title: singleLineText().trim().max(200).default(''),
  body: z.string().max(NOTICE_BODY_MAX).default(''),
});

/** One title and body per core language; at least one title. A language left empty falls back to English, then Chinese. */
export const noticeTextsSchema = z
  .object(
    Object.fromEntries(CORE_LANGUAGES.map((language) => [language, noticeText.optional()])) as Record<
      CoreLanguage,
      z.ZodOptional<typeof noticeText>
    >,
  )
  .refine((texts) => Object.values(texts).some((text) => text && text.title !== ''), {
    message: 'validation.noticeTitle',
  });
export type NoticeTexts = z.infer<typeof noticeTextsSchema>;

/** Who sees it: everyone, or the union of the named roles, users and the holders of the named applications. */
export const noticeAudienceSchema = z.object({
  everyone: z.boolean().default(false),
  roleIds: z.array(idSchema).max(LIMITS.pageSizeMax).default([]),
  userIds: z.array(idSchema).max(LIMITS.pageSizeMax).default([]),
  applicationIds: z.array(idSchema).max(LIMITS.pageSizeMax).default([]),
});
export type NoticeAudience = z.infer<typeof noticeAudienceSchema>;

const noticeFields = {
  texts: noticeTextsSchema,
  priority: z.enum(NOTICE_PRIORITIES).default('normal'),
  audience: noticeAudienceSchema,
  /** When it is published; null publishes it at once when `publish` is called. */
  publishAt: instantSchema.nullable().default(null),
  /** When it expires; null never. */
  expiresAt: instantSchema.nullable().default(null),
};

export const createNoticeRequestSchema = z.object(noticeFields);
export type CreateNoticeRequest = z.infer<typeof createNoticeRequestSchema>;
export const editNoticeRequestSchema = z.object({ ...noticeFields, id: idSchema });
export type EditNoticeRequest = z.infer<typeof editNoticeRequestSchema>;

export const noticeSchema = z.object({
  id: z.string(),
  texts: z.record(z.string(), z.object({ title: z.string(), body: z.string() })),
  priority: z.enum(NOTICE_PRIORITIES),
  audience: z.object({
    everyone: z.boolean(),
    roleIds: z.array(z.string()),
    userIds: z.array(z.string()),
    applicationIds: z.array(z.string()),
  }),
  publishAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  state: z.enum(NOTICE_STATES),
  publishedAt: z.string().nullable(),
  /** When it was withdrawn, while it is. */
  withdrawnAt: z.string().nullable(),
  authorName: z.string(),
  /** Read receipts: how many of the audience have read it, of how many. */
  readCount: z.number().int(),
  audienceCount: z.number().int(),
  creationTime: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const NOTICE_SORT_FIELDS = ['publishAt', 'priority', 'creationTime'] as const;
export const noticePageRequestSchema = adminPageRequestSchema(NOTICE_SORT_FIELDS).extend({
  state: z.enum(NOTICE_STATES).optional(),
});
export type NoticePageRequest = z.infer<typeof noticePageRequestSchema>;

/** `notice/publish`, `notice/withdraw`. */
export const noticeIdRequestSchema = z.object({ id: idSchema });

/** `notice/markRead`. */
export const noticeIdsRequestSchema = z.object({ ids: z.array(idSchema).min(1).max(LIMITS.pageSizeMax) });
/**
 * `notice/markRead`'s answer: how many of the caller's announcements are still unread. Ids the
 * caller cannot see (another audience's, withdrawn, expired, unknown) are passed over, not refused:
 * an announcement withdrawn while the list was open must not make reading the others fail.
 */
export const markNoticesReadAnswerSchema = z.object({ unreadCount: z.number().int() });

/** `notice/preview`: the Markdown as the service would show it (sanitised HTML). */
export const noticePreviewRequestSchema = z.object({ body: z.string().max(NOTICE_BODY_MAX) });
export const noticePreviewAnswerSchema = z.object({ html: z.string() });

/** One published announcement as a signed-in user sees it, in the caller's language. */
export const myNoticeSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The body as sanitised HTML (the service renders and cleans the Markdown). */
  html: z.string(),
  priority: z.enum(NOTICE_PRIORITIES),
  publishedAt: z.string(),
  read: z.boolean(),
});
export type MyNotice = z.infer<typeof myNoticeSchema>;

/** `notice/queryMine`: the caller's published, unexpired announcements, newest first. */
export const myNoticesAnswerSchema = z.object({ items: z.array(myNoticeSchema), unreadCount: z.number().int() });
export type MyNoticesAnswer = z.infer<typeof myNoticesAnswerSchema>;

/**
 * Pushed on the notification hub (`NoticePublished`) to each connection of the audience the
 * moment an announcement is published, on every instance: the portal refreshes its list (each
 * screen at a moment of its own within a few seconds, so that thousands do not ask at once). An
 * urgent one carries its title, text and time in the connection's language, so that it opens at
 * once without asking.
 */
export const noticePublishedMessageSchema = z.object({
  id: z.string(),
  priority: z.enum(NOTICE_PRIORITIES),
  shown: myNoticeSchema.omit({ read: true }).optional(),
});
export type NoticePublishedMessage = z.infer<typeof noticePublishedMessageSchema>;
