import {
  CORE_LANGUAGES,
  type CoreLanguage,
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  type NotificationMessage,
} from '@workbench/contracts';
import type { notifications, notificationTexts } from './notifications.table';

export type NotificationRecord = typeof notifications.$inferSelect;
export type NotificationTextRecord = typeof notificationTexts.$inferSelect;

/** A stored notification with its words in the languages it was given in. */
export interface StoredNotification {
  notification: NotificationRecord;
  texts: readonly NotificationTextRecord[];
}

/**
 * The text shown to a reader of `language`: their own, else English (docs/spec.md §9 fallback), else the
 * default language, else whichever was given. A notification given in one language therefore
 * shows that text in every language.
 */
export function textFor(
  texts: readonly NotificationTextRecord[],
  language: string,
): NotificationTextRecord | undefined {
  for (const wanted of [language, FALLBACK_LANGUAGE, DEFAULT_LANGUAGE, ...CORE_LANGUAGES]) {
    const text = texts.find((candidate) => candidate.language === wanted);
    if (text) return text;
  }
  return undefined;
}

/** The FirePopUpNotification argument for a reader of `language`; only fields that are set. */
export function toNotificationMessage(stored: StoredNotification, language: string): NotificationMessage {
  const { notification: n } = stored;
  const text = textFor(stored.texts, language);
  const message: NotificationMessage = {
    Id: n.id,
    Title: text?.title ?? '',
    Msg: text?.msg ?? [],
    Type: n.type,
    Position: n.position,
    ShowType: n.showType,
    CreationTime: n.createdAt.toISOString(),
  };
  if (n.popUpStyle !== null) message.PopUpStyle = n.popUpStyle;
  if (n.width !== null) message.Width = n.width;
  if (n.height !== null) message.Height = n.height;
  if (n.link !== null) message.Link = n.link;
  if (n.linkName !== null) message.LinkName = n.linkName;
  if (n.durationSeconds !== null) message.Duration = n.durationSeconds;
  if (n.headerBgColor !== null) message.HeaderBgColor = n.headerBgColor;
  if (text?.notificationMsg && text.notificationMsg.length > 0) message.notificationMsg = text.notificationMsg;
  return message;
}

/** The message in each core language, for publishing to connections of every language at once. */
export function messagesByLanguage(stored: StoredNotification): Record<CoreLanguage, NotificationMessage> {
  const byLanguage = {} as Record<CoreLanguage, NotificationMessage>;
  for (const language of CORE_LANGUAGES) byLanguage[language] = toNotificationMessage(stored, language);
  return byLanguage;
}
