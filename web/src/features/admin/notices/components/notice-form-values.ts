import {
  CORE_LANGUAGES,
  type CoreLanguage,
  type CreateNoticeRequest,
  type Notice,
  type NoticePriority,
} from '@workbench/contracts';
import dayjs, { type Dayjs } from 'dayjs';

export type NoticeFormTexts = Record<CoreLanguage, { title: string; body: string }>;

/** The editor's fields: a title and Markdown body per language, who reads it, and when. */
export interface NoticeFormValues {
  texts: NoticeFormTexts;
  priority: NoticePriority;
  everyone: boolean;
  roleIds: string[];
  userIds: string[];
  applicationIds: string[];
  /** Local times of the picker: publish at, expire at; empty publishes on "Publish", never expires. */
  publishAt: Dayjs | null;
  expiresAt: Dayjs | null;
}

const emptyTexts = (): NoticeFormTexts =>
  Object.fromEntries(CORE_LANGUAGES.map((language) => [language, { title: '', body: '' }])) as NoticeFormTexts;

export function newNoticeValues(): NoticeFormValues {
  return {
    texts: emptyTexts(),
    priority: 'normal',
    everyone: true,
    roleIds: [],
    userIds: [],
    applicationIds: [],
    publishAt: null,
    expiresAt: null,
  };
}

export function toFormValues(notice: Notice): NoticeFormValues {
  const texts = emptyTexts();
  for (const language of CORE_LANGUAGES) {
    const given = notice.texts[language];
    if (given) texts[language] = { title: given.title, body: given.body };
  }
  return {
    texts,
    priority: notice.priority,
    everyone: notice.audience.everyone,
    roleIds: [...notice.audience.roleIds],
    userIds: [...notice.audience.userIds],
    applicationIds: [...notice.audience.applicationIds],
    publishAt: notice.publishAt ? dayjs(notice.publishAt) : null,
    expiresAt: notice.expiresAt ? dayjs(notice.expiresAt) : null,
  };
}

/** What the server stores: a language left empty is not sent, the audience lists only when not everyone. */
export function toRequest(values: NoticeFormValues): CreateNoticeRequest {
  const texts: CreateNoticeRequest['texts'] = {};
  for (const language of CORE_LANGUAGES) {
    const title = values.texts[language]?.title.trim() ?? '';
    const body = values.texts[language]?.body ?? '';
    if (title !== '' || body.trim() !== '') texts[language] = { title, body };
  }
  const everyone = values.everyone;
  return {
    texts,
    priority: values.priority,
    audience: {
      everyone,
      roleIds: everyone ? [] : values.roleIds,
      userIds: everyone ? [] : values.userIds,
      applicationIds: everyone ? [] : values.applicationIds,
    },
    publishAt: values.publishAt ? values.publishAt.toISOString() : null,
    expiresAt: values.expiresAt ? values.expiresAt.toISOString() : null,
  };
}

/**
 * Which form field shows a problem the server names by its request path: `texts.en.title` under
 * the English title, `audience.roleIds` under the roles, `texts` (no title at all) under the first.
 */
export function formFieldOf(path: string): (string | number)[] | null {
  const parts = path.split('.');
  if (parts[0] === 'texts') {
    const [, language, field] = parts;
    if (language && CORE_LANGUAGES.includes(language as CoreLanguage)) return ['texts', language, field ?? 'title'];
    return ['texts', CORE_LANGUAGES[0], 'title'];
  }
  if (parts[0] === 'audience') return parts[1] ? [parts[1] === 'everyone' ? 'everyone' : parts[1]] : ['everyone'];
  if (parts[0] === 'priority' || parts[0] === 'publishAt' || parts[0] === 'expiresAt') return [parts[0]];
  return null;
}
