import {
  CORE_LANGUAGES,
  type CreateNoticeRequest,
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  type Notice,
} from '@workbench/contracts';
import { isUuid } from '../../platform/ids';
import type { NoticeRow, NoticeValues } from './notices.repository';
import type { StoredNoticeText } from './notices.table';

/** Distinct ids in their first order; UUIDs in the database's lower case so that they compare. */
export const distinctIds = (ids: readonly string[]): string[] => [
  ...new Set(ids.map((id) => (isUuid(id) ? id.toLowerCase() : id))),
];

/** The languages given (a title or a body), trimmed titles; empty ones are not kept. */
function storedTexts(texts: CreateNoticeRequest['texts']): Record<string, StoredNoticeText> {
  return Object.fromEntries(
    CORE_LANGUAGES.flatMap((language) => {
      const text = texts[language];
      if (!text || (text.title === '' && text.body.trim() === '')) return [];
      return [[language, { title: text.title, body: text.body }]];
    }),
  );
}

export function valuesOf(request: CreateNoticeRequest): NoticeValues {
  return {
    texts: storedTexts(request.texts),
    priority: request.priority,
    forEveryone: request.audience.everyone,
    roleIds: distinctIds(request.audience.roleIds),
    userIds: distinctIds(request.audience.userIds),
    applicationIds: distinctIds(request.audience.applicationIds),
    publishAt: request.publishAt === null ? null : new Date(request.publishAt),
    expiresAt: request.expiresAt === null ? null : new Date(request.expiresAt),
  };
}

/**
 * The words shown to a reader of `language`: their own, else English, else Chinese (as the
 * contracts' other per-language texts fall back), else whichever language has a title.
 */
export function textFor(texts: Record<string, StoredNoticeText>, language: string): StoredNoticeText {
  for (const wanted of [language, FALLBACK_LANGUAGE, DEFAULT_LANGUAGE, ...CORE_LANGUAGES]) {
    const text = texts[wanted];
    if (text && text.title !== '') return text;
  }
  return { title: '', body: '' };
}

export const audienceOf = (row: NoticeRow) => ({
  forEveryone: row.forEveryone,
  roleIds: row.roleIds,
  userIds: row.userIds,
  applicationIds: row.applicationIds,
});

export function noticeOf(row: NoticeRow, counts: { reads: number; audience: number }): Notice {
  return {
    id: row.id,
    texts: row.texts,
    priority: row.priority,
    audience: {
      everyone: row.forEveryone,
      roleIds: row.roleIds,
      userIds: row.userIds,
      applicationIds: row.applicationIds,
    },
    publishAt: row.publishAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    state: row.state,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    authorName: row.authorName,
    // A receipt of someone who has since left the audience does not count towards its share.
    readCount: Math.min(counts.reads, counts.audience),
    audienceCount: counts.audience,
    creationTime: row.createdAt.toISOString(),
  };
}
